export * from './dice-frequencies';
export * from './dice-lottery';
export * from './dice-theory';
