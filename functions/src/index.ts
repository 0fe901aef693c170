// Entry point: only re-exports (one HTTPS function, a router per service inside it).
export { api } from './api.js';
