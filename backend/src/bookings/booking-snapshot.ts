import { Inject, Injectable, Module } from '@nestjs/common';
import { freeCancellationUntil, serviceTimes } from '@salone/booking-rules';
import type { EntityManager } from 'typeorm';
import { findAccountAddress } from '../auth/index.js';
import { CatalogueModule, CatalogueReader } from '../catalogue/index.js';
import type { BookingSnapshot } from '../notifications/index.js';
import type { BookingEntity } from './entities/booking.entity.js';
import { partnerBookingDetailOf } from './operator/partner-booking.js';
import { ORGANISATION_CONTACTS, type OrganisationContacts } from './organisation-contacts.port.js';

const DETAIL_KEYS = [
  'roomType',
  'ticketCategory',
  'pickupLocation',
  'returnLocation',
  'pickupTime',
  'tourType',
  'viewingTime',
  'purpose',
  // The front desk prepares for them: the operator's 'New booking' e-mail shows them.
  'specialRequests',
];

/**
 * Takes the snapshot of a booking that its messages need, inside the transaction that
 * changes it: the listing's contact address through the catalogue's reader, the account's
 * address from the account.
 */
@Injectable()
export class BookingSnapshots {
  constructor(
    private readonly catalogue: CatalogueReader,
    @Inject(ORGANISATION_CONTACTS) private readonly organisations: OrganisationContacts,
  ) {}

  async of(manager: EntityManager, booking: BookingEntity): Promise<BookingSnapshot> {
    const account = await findAccountAddress(manager, booking.userId);
    const operator = await this.catalogue.operatorOf(
      manager,
      booking.serviceType,
      booking.serviceId,
    );
    const members = operator.organisationId
      ? await this.organisations.bookingRecipients(manager, operator.organisationId)
      : { emails: [], smsPhones: [] };
    const details: Record<string, unknown> = {};
    for (const key of DETAIL_KEYS) {
      if (booking.metadata[key] !== undefined) details[key] = booking.metadata[key];
    }
    // A booking of several ticket categories: its lines, as the messages show them.
    const tickets = booking.metadata.tickets;
    if (Array.isArray(tickets) && tickets.length > 1) {
      details.tickets = tickets.map((line: { category: string; quantity: number }) => ({
        category: line.category,
        quantity: line.quantity,
      }));
    }
    return {
      id: booking.id,
      reference: booking.reference,
      serviceType: booking.serviceType,
      serviceName: booking.serviceName,
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      accountEmail: account?.email ?? null,
      guests: booking.guests,
      startDate: new Date(booking.startDate).toISOString(),
      endDate: booking.endDate ? new Date(booking.endDate).toISOString() : null,
      ...serviceTimes(booking),
      operator: operator.contact,
      totalAmountUsd: booking.totalAmountCents / 100,
      status: booking.status,
      holdExpiresAt: booking.holdExpiresAt ? new Date(booking.holdExpiresAt).toISOString() : null,
      freeCancellationUntil: freeCancellationUntil(
        booking.serviceType,
        new Date(booking.startDate),
      ).toISOString(),
      operatorEmail: operator.contactEmail,
      customerPhone: booking.customerPhone || null,
      locale: account?.locale ?? 'en',
      operatorSmsPhone: operator.smsPhone,
      memberEmails: members.emails,
      memberSmsPhones: members.smsPhones,
      organisationId: operator.organisationId,
      details,
      partner: partnerBookingDetailOf(booking, new Date()) as unknown as Record<string, unknown>,
    };
  }
}

/** The snapshots, for the bookings module and the payment ledger that bookings' payments use. */
@Module({
  imports: [CatalogueModule],
  providers: [BookingSnapshots],
  exports: [BookingSnapshots],
})
export class BookingSnapshotsModule {}
