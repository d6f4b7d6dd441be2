export * from './sites';
export * from './media';
export * from './site-chrome';
export * from './content';
export * from './accounts';
export * from './ledger';
export * from './money';
export * from './games';
