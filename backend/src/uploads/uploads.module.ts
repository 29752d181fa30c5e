import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { UPLOAD_ENTITIES } from './entities/index.js';
import { PhotosController } from './photos/photos.controller.js';
import { PhotosRepository } from './photos/photos.repository.js';
import { PhotosService } from './photos/photos.service.js';
import { DocumentFileInterceptor } from './upload.interceptor.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsRepository } from './uploads.repository.js';
import { UploadsService } from './uploads.service.js';

/**
 * Booking documents (hotel KYC, driver's licence): upload, download by the uploader, and
 * `UploadsService.claimForBooking` for the bookings module. Public photos: decoded, stored as
 * variants by `PhotosService.store` and served at /api/photos.
 */
@Module({
  imports: [TypeOrmModule.forFeature(UPLOAD_ENTITIES), AuthModule],
  controllers: [UploadsController, PhotosController],
  providers: [
    UploadsService,
    UploadsRepository,
    DocumentFileInterceptor,
    PhotosService,
    PhotosRepository,
  ],
  exports: [UploadsService, PhotosService],
})
export class UploadsModule {}
