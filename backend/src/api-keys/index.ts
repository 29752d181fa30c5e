/** What other modules may use of the api-keys module. */
export { ApiKeysModule } from './api-keys.module.js';
export { ApiKeysService } from './api-keys.service.js';
export { KEY_MAKERS, type KeyMakers } from './key-makers.port.js';
