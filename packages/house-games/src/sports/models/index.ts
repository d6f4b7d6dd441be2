export * from './basketball';
export * from './distribution';
export * from './esports';
export * from './football';
export * from './markets';
export * from './outcome';
export * from './strengths';
export * from './tennis';
