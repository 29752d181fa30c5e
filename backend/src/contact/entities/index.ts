import { ContactMessageEntity } from './contact-message.entity.js';

export const CONTACT_ENTITIES = [ContactMessageEntity];
