export * from './picking.js';
