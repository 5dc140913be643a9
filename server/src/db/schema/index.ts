export * from './users.js';
export * from './master.js';
