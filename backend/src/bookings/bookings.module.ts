import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { UploadsModule } from '../uploads/index.js';
import { BookingOccupancyModule } from './booking-occupancy.js';
import { BookingQuoter } from './booking-quote.js';
import { BookingReminders } from './booking-reminders.js';
import { BookingRemindersRepository } from './booking-reminders.repository.js';
import { BOOKING_LIFECYCLE } from './bookings.lifecycle.js';
import { BookingsController } from './bookings.controller.js';
import { BookingSnapshotsModule } from './booking-snapshot.js';
import { BookingsService } from './bookings.service.js';
import { BOOKING_ENTITIES } from './entities/index.js';
import { ExpirySweeper } from './expiry-sweeper.js';
import { AvailabilityController } from './inventory/availability.controller.js';
import { AvailabilityService } from './inventory/availability.service.js';
import { ClosuresService } from './inventory/closures.service.js';
import { RoomRatesService } from './inventory/room-rates.service.js';
import { PartnerInventoryController } from './inventory/partner-inventory.controller.js';
import { OperatorBookingsController } from './operator/operator-bookings.controller.js';
import { OperatorBookingsService } from './operator/operator-bookings.service.js';
import { PartnerQuoteService } from './operator/partner-quote.service.js';
import { PartnerQuotesController } from './operator/partner-quotes.controller.js';
import { VoucherService } from './voucher.service.js';
import { BookingsRepository } from './bookings.repository.js';
import { OperatorBookingsRepository } from './operator/operator-bookings.repository.js';

@Module({
  imports: [
    TypeOrmModule.forFeature(BOOKING_ENTITIES),
    AuthModule,
    UploadsModule,
    CatalogueModule,
    BookingOccupancyModule,
    BookingSnapshotsModule,
  ],
  controllers: [
    BookingsController,
    AvailabilityController,
    OperatorBookingsController,
    PartnerInventoryController,
    PartnerQuotesController,
  ],
  providers: [
    BookingQuoter,
    BookingsService,
    BookingsRepository,
    ExpirySweeper,
    BookingReminders,
    BookingRemindersRepository,
    VoucherService,
    AvailabilityService,
    ClosuresService,
    RoomRatesService,
    OperatorBookingsService,
    PartnerQuoteService,
    OperatorBookingsRepository,
    { provide: BOOKING_LIFECYCLE, useExisting: BookingsService },
  ],
  exports: [BookingsService, VoucherService, BookingSnapshotsModule, BOOKING_LIFECYCLE],
})
export class BookingsModule {}
