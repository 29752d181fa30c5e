import { Global, Module } from '@nestjs/common';
import { ACCOUNT_BOOKINGS, type AccountBookings } from '../account/index.js';
import { BookingsModule } from './bookings.module.js';
import { BookingsService } from './bookings.service.js';

/**
 * Binds the account module's {@link AccountBookings} port for the whole application (global,
 * so the account module need not import the bookings module).
 */
@Global()
@Module({
  imports: [BookingsModule],
  providers: [
    {
      provide: ACCOUNT_BOOKINGS,
      inject: [BookingsService],
      useFactory: (bookings: BookingsService): AccountBookings => bookings,
    },
  ],
  exports: [ACCOUNT_BOOKINGS],
})
export class AccountBookingsModule {}
