export * from './users.js';
export * from './master.js';
export * from './settings.js';
export * from './stock.js';
export * from './setup.js';
export * from './purchases.js';
export * from './sales.js';
export * from './expenses.js';
