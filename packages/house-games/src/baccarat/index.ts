export * from './baccarat';
export * from './cards';
export * from './roads';
export * from './theory';
