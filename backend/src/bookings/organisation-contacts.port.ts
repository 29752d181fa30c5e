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

export interface OrganisationContacts {
  /** The public contact details of these organisations (those that exist). */
  contactsOf(ids: number[]): Promise<OrganisationContact[]>;
}

/** Injection token of the {@link OrganisationContacts} port. */
export const ORGANISATION_CONTACTS = Symbol('ORGANISATION_CONTACTS');
