/**
 * The helpers that exist for the OpenAPI contract: error response decorators, the security
 * and response headers each operation declares, and the passes that finish the document.
 */
export * from './document.js';
export * from './responses.js';
export * from './security.js';
export * from './types.js';
export * from './errors.js';
