/** What other modules may use of the uploads module. */
export { MAX_UPLOAD_BYTES } from './entities/upload.entity.js';
export { sniffMimeType } from './upload-files.js';
export { DocumentFileInterceptor } from './upload.interceptor.js';
export { UploadsModule } from './uploads.module.js';
export { FILE_REQUIRED, FILE_TOO_LARGE, UploadsService } from './uploads.service.js';
export type { DocumentContent, ReceivedFile } from './uploads.service.js';
export { UPLOAD_BOOKINGS, type UploadBookings } from './upload-bookings.port.js';
export {
  IMAGE_REFUSED,
  IMAGE_UNREADABLE,
  imageTooManyPixels,
  MAX_IMAGE_PIXELS,
  isImageTooLarge,
  type ProcessedPhoto,
} from '../common/photos/photo-pipeline.js';
export {
  PHOTO_TYPES_ONLY,
  PhotosService,
  photosPerDayExceeded,
  type TravellerPhoto,
} from './photos/photos.service.js';
