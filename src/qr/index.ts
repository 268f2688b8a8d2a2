// Public API of the QR core. Pure TypeScript: no node:* modules, no DOM, nothing from the app.
export * from './encode/index.js';
export * from './payload/index.js';
export * from './render/index.js';
export * from './verify/index.js';
