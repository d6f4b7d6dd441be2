export * from './birds';
export * from './cockfight';
