import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ACCOUNT_BOOKINGS,
  type AccountBookings,
  type AnonymisedBookingDetails,
} from '../account/index.js';
import { UPLOAD_BOOKINGS, type UploadBookings } from '../uploads/index.js';
import type { BookingDto } from './dto/booking.dto.js';
import { BookingsModule } from './bookings.module.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';

/** The account's bookings, for 'Download my data' and 'Delete my account'. */
@Injectable()
export class BookingsOfAccounts implements AccountBookings<BookingDto> {
  constructor(
    private readonly bookings: BookingsService,
    private readonly rows: BookingsRepository,
  ) {}

  allFor(userId: string): Promise<BookingDto[]> {
    return this.bookings.allForUser(userId);
  }

  unpaidOf(userId: string): Promise<string[]> {
    return this.rows.unpaidOf(userId);
  }

  async cancel(userId: string, bookingId: string, now: Date): Promise<void> {
    await this.bookings.cancel(userId, bookingId, now);
  }

  anonymise(
    manager: EntityManager,
    userId: string,
    anonymised: AnonymisedBookingDetails,
  ): Promise<void> {
    return this.rows.anonymiseOf(manager, userId, anonymised);
  }
}

/** When the bookings that documents are attached to ended, for the uploads' retention. */
@Injectable()
export class BookingsOfUploads implements UploadBookings {
  constructor(private readonly rows: BookingsRepository) {}

  endedBefore(bookingIds: string[], before: Date): Promise<string[]> {
    return this.rows.endedBefore(bookingIds, before);
  }
}

/**
 * Binds the account module's {@link AccountBookings} and the uploads module's
 * {@link UploadBookings} ports for the whole application (global, so neither module imports
 * the bookings module, which imports them).
 */
@Global()
@Module({
  imports: [BookingsModule],
  providers: [
    BookingsRepository,
    BookingsOfAccounts,
    BookingsOfUploads,
    { provide: ACCOUNT_BOOKINGS, useExisting: BookingsOfAccounts },
    { provide: UPLOAD_BOOKINGS, useExisting: BookingsOfUploads },
  ],
  exports: [ACCOUNT_BOOKINGS, UPLOAD_BOOKINGS],
})
export class BookingPortsModule {}
