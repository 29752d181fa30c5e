import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { UPLOAD_ENTITIES } from './entities/index.js';
import { DocumentFileInterceptor } from './upload.interceptor.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';

/**
 * Booking documents (hotel KYC, driver's licence): upload, download by the uploader, and
 * `UploadsService.claimForBooking` for the bookings module.
 */
@Module({
  imports: [TypeOrmModule.forFeature(UPLOAD_ENTITIES), AuthModule],
  controllers: [UploadsController],
  providers: [UploadsService, UploadsRepository, DocumentFileInterceptor],
  exports: [UploadsService],
})
export class UploadsModule {}
