export * from './users.js';
export * from './master.js';
export * from './settings.js';
