export * from './constants';
export * from './tokens';
export * from './css';
