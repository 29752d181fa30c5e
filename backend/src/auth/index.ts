/** What other modules may use of the auth module. */
export { AuthModule } from './auth.module.js';
export { UserDirectory } from './user-directory.js';
