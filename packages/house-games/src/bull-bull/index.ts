export * from './bull-bull';
export * from './hand';
export * from './theory';
