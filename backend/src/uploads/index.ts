/** What other modules may use of the uploads module. */
export { UploadsModule } from './uploads.module.js';
export { UploadsService } from './uploads.service.js';
export { UPLOAD_BOOKINGS, type UploadBookings } from './upload-bookings.port.js';
