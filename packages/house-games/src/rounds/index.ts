export * from './hash-chain';
export * from './round-game';
