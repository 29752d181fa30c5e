import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { UserDirectory } from '../auth/index.js';
import { uploadsConfig } from '../config/configuration.js';
import {
  badRequest,
  notFound,
  payloadTooLarge,
  tooMany,
  unsupportedMediaType,
} from '../common/errors/domain.exception.js';
import { isUuid } from '../common/parse-id.pipe.js';
import { UploadDto } from './dto/upload.dto.js';
import {
  MAX_UPLOAD_BYTES,
  UploadEntity,
  type UploadMimeType,
  type UploadPurpose,
} from './entities/upload.entity.js';
import { cleanDocumentImage } from '../common/photos/photo-pipeline.js';
import { PhotosRepository } from './photos/photos.repository.js';
import { hasAcceptedExtension, safeFileName, sniffMimeType } from './upload-files.js';
import { UPLOAD_BOOKINGS, type UploadBookings } from './upload-bookings.port.js';
import { UploadsRepository } from './uploads.repository.js';

export const FILE_REQUIRED = 'A file is required';
export const FILE_TOO_LARGE = 'The file is larger than 5MB';
export const UNSUPPORTED_FILE = 'Only PDF, JPG and PNG files are accepted';
export const DOCUMENT = 'Document';
export const KYC_DOCUMENT_NOT_FOUND = 'The uploaded document was not found';
export const uploadsPerDayExceeded = (perDay: number) =>
  `You can upload ${perDay} documents a day. Please try again tomorrow, or use a document you have already uploaded.`;
export const uploadQuotaExceeded = (megabytes: number) =>
  `Your documents would take more than the ${megabytes} MB your account may keep. Documents not used for a booking are deleted after 24 hours.`;
export const DRIVERS_LICENSE_REQUIRED =
  "Please upload your driver's license if you don't need a driver";

/** True for a string PostgreSQL accepts as a uuid (anything else must never reach a query). */

/** What multer's memory storage hands over for the `file` part. */
export interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** A document ready to send: its bytes and the headers that describe them. */
export interface DocumentContent {
  fileName: string;
  mimeType: UploadMimeType;
  content: Buffer;
}

export interface ClaimUploadInput {
  userId: string;
  uploadId: string;
  purpose: UploadPurpose;
  bookingId: string;
}

const toUploadDto = (upload: UploadEntity): UploadDto => ({
  id: upload.id,
  purpose: upload.purpose,
  fileName: upload.fileName,
  mimeType: upload.mimeType,
  sizeBytes: upload.sizeBytes,
  createdAt: upload.createdAt,
});

@Injectable()
export class UploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: UploadsRepository,
    private readonly photos: PhotosRepository,
    private readonly users: UserDirectory,
    @Inject(UPLOAD_BOOKINGS) private readonly bookings: UploadBookings,
    @Inject(uploadsConfig.KEY) private readonly config: ConfigType<typeof uploadsConfig>,
  ) {}

  /**
   * Stores a document for its uploader once its content proves it is a PDF, JPEG or PNG (an
   * image also decodes, within MAX_IMAGE_PIXELS, and is kept without metadata).
   */
  async store(
    userId: string,
    purpose: UploadPurpose,
    file: ReceivedFile | undefined,
    now = new Date(),
  ): Promise<UploadDto> {
    if (!file || file.size === 0 || file.buffer.length === 0) {
      throw badRequest(FILE_REQUIRED, 'FILE_REQUIRED');
    }
    // multer enforces the limit while receiving; this keeps the service safe on its own.
    if (file.buffer.length > MAX_UPLOAD_BYTES) {
      throw payloadTooLarge(FILE_TOO_LARGE, 'FILE_TOO_LARGE');
    }
    const mimeType = await sniffMimeType(file.buffer);
    if (!mimeType || !hasAcceptedExtension(file.originalname)) {
      throw unsupportedMediaType(UNSUPPORTED_FILE, 'UNSUPPORTED_FILE');
    }
    // An image is decoded and written again: refused when it does not decode or is above the
    // pixel limit, and kept without its metadata (camera, GPS).
    const content =
      mimeType === 'application/pdf'
        ? file.buffer
        : await cleanDocumentImage(file.buffer, mimeType);
    if (content.length > MAX_UPLOAD_BYTES) {
      throw payloadTooLarge(FILE_TOO_LARGE, 'FILE_TOO_LARGE');
    }
    const saved = await this.dataSource.transaction(async (manager) => {
      // The account's uploads take turns, so the quota is counted once, truly, even for a
      // flood of parallel uploads on several replicas.
      await this.users.lock(manager, userId);
      const since = new Date(now.getTime() - 86_400_000);
      const { today, stored } = await this.rows.usage(manager, userId, since);
      if (today >= this.config.perUserPerDay) {
        throw tooMany(uploadsPerDayExceeded(this.config.perUserPerDay), 'UPLOAD_DAILY_LIMIT');
      }
      if (Number(stored) + content.length > this.config.quotaBytes) {
        throw payloadTooLarge(
          uploadQuotaExceeded(this.config.quotaBytes / 1024 / 1024),
          'UPLOAD_QUOTA_EXCEEDED',
        );
      }
      return manager.save(
        UploadEntity,
        manager.create(UploadEntity, {
          userId,
          purpose,
          fileName: safeFileName(file.originalname, mimeType),
          mimeType,
          sizeBytes: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          content,
          bookingId: null,
        }),
      );
    });
    return toUploadDto(saved);
  }

  /** The document's bytes, for its uploader only: anyone else is told it does not exist. */
  async read(userId: string, uploadId: string): Promise<DocumentContent> {
    const upload = await this.rows.findWithContent(uploadId, userId);
    if (!upload) throw notFound(DOCUMENT);
    return { fileName: upload.fileName, mimeType: upload.mimeType, content: upload.content };
  }

  /**
   * Attaches the user's unclaimed document to a booking, inside the caller's transaction
   * (`manager`): one conditional UPDATE, so a document is claimed by one booking only, even
   * when two bookings race for it. Throws a 400 when there is no such document to claim.
   */
  async claimForBooking(manager: EntityManager, input: ClaimUploadInput): Promise<void> {
    const { userId, uploadId, purpose, bookingId } = input;
    const failure = () =>
      badRequest(
        purpose === 'drivers_license' ? DRIVERS_LICENSE_REQUIRED : KYC_DOCUMENT_NOT_FOUND,
        'DOCUMENT_NOT_FOUND',
      );
    if (!isUuid(uploadId) || !isUuid(userId) || !isUuid(bookingId)) throw failure();
    const affected = await this.rows.attachToBooking(manager, {
      uploadId,
      userId,
      purpose,
      bookingId,
    });
    if (affected !== 1) throw failure();
  }

  /**
   * Deletes what the retention policy says must go (docs/retention.md): uploads never attached
   * to a booking, and travellers' photos no review took, after UNATTACHED_UPLOAD_HOURS, and identity documents
   * IDENTITY_DOCUMENT_RETENTION_DAYS after their booking ended (its last day, or the moment it
   * was cancelled or expired if that came first). `now` is a parameter so tests can move the
   * clock.
   */
  async sweep(now = new Date()): Promise<{ unattached: number; afterBooking: number }> {
    const unattachedBefore = new Date(now.getTime() - this.config.unattachedHours * 3_600_000);
    const endedBefore = new Date(
      now.getTime() - this.config.identityDocumentRetentionDays * 86_400_000,
    );
    // Travellers' photos no review took go with the documents no booking took.
    const unattached =
      (await this.rows.deleteUnattachedBefore(unattachedBefore)) +
      (await this.photos.deleteUnclaimedBefore(unattachedBefore));
    const ended = await this.bookings.endedBefore(
      await this.rows.attachedBookingIds(),
      endedBefore,
    );
    const afterBooking = await this.rows.deleteOfBookings(ended);
    return { unattached, afterBooking };
  }

  /** Deletes every document of the account, in `manager`'s transaction ('Delete my account'). */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await this.rows.deleteAllOf(manager, userId);
  }
}
