export * from './messages.js';
export * from './fields.js';
export * from './constants.js';
export * from './text.js';
export * from './marks.js';
export * from './users.js';
