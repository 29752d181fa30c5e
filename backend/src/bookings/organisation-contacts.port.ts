import type { EntityManager } from 'typeorm';

/**
 * What the bookings module needs of the organisations that run the booked listings: their
 * public contact details, shown with each booking. The operators module owns the
 * `organisations` table and binds this port (it imports the bookings module, so bookings
 * cannot depend on it).
 */
export interface OrganisationContact {
  id: number;
  name: string;
  contactPhone: string;
  contactEmail: string;
  whatsappNumber: string | null;
}

/** The members who chose to hear of the organisation's bookings, where they chose. */
export interface BookingRecipients {
  /** Addresses of the members who chose the 'New booking' and cancellation e-mails. */
  emails: string[];
  /** Verified phones (E.164) of the members who chose the 'New booking' SMS. */
  smsPhones: string[];
}

export interface OrganisationContacts {
  /** The public contact details of these organisations (those that exist). */
  contactsOf(ids: number[]): Promise<OrganisationContact[]>;
  /** The organisation's members' own choices, read in `manager`'s transaction. */
  bookingRecipients(manager: EntityManager, organisationId: number): Promise<BookingRecipients>;
}

/** Injection token of the {@link OrganisationContacts} port. */
export const ORGANISATION_CONTACTS = Symbol('ORGANISATION_CONTACTS');
