/** What other modules may use of the auth module. */
export { UserDirectory } from './user-directory.js';
