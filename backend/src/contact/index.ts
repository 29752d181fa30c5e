/** What other modules may use of the contact module. */
export { ContactModule } from './contact.module.js';
export { ContactService, type InboxRow } from './contact.service.js';
export type { ContactInboxState } from './contact.repository.js';
