/** What other modules may use of the contact module (ContactModule is global). */
export { ContactInbox, type InboxRow } from './contact-inbox.js';
export type { ContactInboxState } from './contact.repository.js';
