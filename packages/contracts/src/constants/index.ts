/** The closed sets, limits and timings that the server and the web app share. */
export * from './currency';
export * from './language';
export * from './game-hall';
export * from './device';
export * from './content';
export * from './timing';
export * from './time-zone';
export * from './storage';
export * from './register';
export * from './money';
export * from './records';
export * from './games';
export * from '../version';
export * from './signin';
export * from './promotions';
export * from './recommend';
export * from './bonus';
