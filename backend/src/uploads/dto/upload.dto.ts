import { IsIn } from 'class-validator';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../entities/upload.entity.js';

export const INVALID_PURPOSE = 'Purpose must be kyc_document or drivers_license';

/** The text fields of the multipart upload (the file itself is the `file` part). */
export class UploadFieldsDto {
  /**
   * What the document is for: a hotel KYC document, or a driver's licence for a car rental.
   * (A review's photos are sent to `POST /api/reviews/photos`.)
   * @example "kyc_document"
   */
  @IsIn(UPLOAD_PURPOSES, { message: INVALID_PURPOSE })
  purpose: UploadPurpose;
}

/** A stored document. Its bytes are at `GET /api/uploads/{id}`, for the uploader only. */
export class UploadDto {
  /**
   * Give this id to the booking that needs the document.
   * @example "7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a"
   */
  id: string;

  /** @example "kyc_document" */
  purpose: UploadPurpose;

  /**
   * The name sent, cleaned up (no path or unsafe characters; extension matching the type).
   * @example "passport.pdf"
   */
  fileName: string;

  /**
   * The type read from the file's content: application/pdf, image/jpeg or image/png.
   * @example "application/pdf"
   */
  mimeType: string;

  /**
   * Size in bytes, at most 5 MB (5242880).
   * @example 184320
   */
  sizeBytes: number;

  /** @example "2026-03-14T10:15:00.000Z" */
  createdAt: Date;
}
