export * from './racing';
export * from './racing-odds';
export * from './stable';
