export * from './constants';
export * from './primitives';
export * from './semantic';
export * from './component';
export * from './color';
export * from './theme';
export * from './css';
export * from './storage';
