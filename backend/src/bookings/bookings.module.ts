import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BookingOccupancyModule } from './booking-occupancy.js';
import { BookingPlanner } from './booking-planner.js';
import { BOOKING_LIFECYCLE } from './bookings.lifecycle.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { BOOKING_ENTITIES } from './entities/index.js';
import { ExpirySweeper } from './expiry-sweeper.js';
import { VoucherService } from './voucher.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature(BOOKING_ENTITIES),
    AuthModule,
    UploadsModule,
    CatalogueModule,
    BookingOccupancyModule,
  ],
  controllers: [BookingsController],
  providers: [
    BookingPlanner,
    BookingsService,
    ExpirySweeper,
    VoucherService,
    { provide: BOOKING_LIFECYCLE, useExisting: BookingsService },
  ],
  exports: [BookingsService, VoucherService, BOOKING_LIFECYCLE],
})
export class BookingsModule {}
