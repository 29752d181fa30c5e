import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import { DomainException, NotFoundError } from '../common/errors/domain.exception.js';
import { isUuid } from '../common/parse-id.pipe.js';
import { UploadDto } from './dto/upload.dto.js';
import {
  MAX_UPLOAD_BYTES,
  UploadEntity,
  type UploadMimeType,
  type UploadPurpose,
} from './entities/upload.entity.js';
import { hasAcceptedExtension, safeFileName, sniffMimeType } from './upload-files.js';

export const FILE_REQUIRED = 'A file is required';
export const FILE_TOO_LARGE = 'The file is larger than 5MB';
export const UNSUPPORTED_FILE = 'Only PDF, JPG and PNG files are accepted';
export const DOCUMENT = 'Document';
export const KYC_DOCUMENT_NOT_FOUND = 'The uploaded document was not found';
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
  constructor(@InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>) {}

  /** Stores a document for its uploader once its content proves it is a PDF, JPEG or PNG. */
  async store(
    userId: string,
    purpose: UploadPurpose,
    file: ReceivedFile | undefined,
  ): Promise<UploadDto> {
    if (!file || file.size === 0 || file.buffer.length === 0) {
      throw new DomainException(HttpStatus.BAD_REQUEST, FILE_REQUIRED, 'FILE_REQUIRED');
    }
    // multer enforces the limit while receiving; this keeps the service safe on its own.
    if (file.buffer.length > MAX_UPLOAD_BYTES) {
      throw new DomainException(HttpStatus.PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, 'FILE_TOO_LARGE');
    }
    const mimeType = await sniffMimeType(file.buffer);
    if (!mimeType || !hasAcceptedExtension(file.originalname)) {
      throw new DomainException(
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
        UNSUPPORTED_FILE,
        'UNSUPPORTED_FILE',
      );
    }
    const saved = await this.uploads.save(
      this.uploads.create({
        userId,
        purpose,
        fileName: safeFileName(file.originalname, mimeType),
        mimeType,
        sizeBytes: file.buffer.length,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        content: file.buffer,
        bookingId: null,
      }),
    );
    return toUploadDto(saved);
  }

  /** The document's bytes, for its uploader only: anyone else is told it does not exist. */
  async read(userId: string, uploadId: string): Promise<DocumentContent> {
    const upload = await this.uploads
      .createQueryBuilder('upload')
      .addSelect('upload.content')
      .where('upload.id = :uploadId AND upload.userId = :userId', { uploadId, userId })
      .getOne();
    if (!upload) throw new NotFoundError(DOCUMENT);
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
      new DomainException(
        HttpStatus.BAD_REQUEST,
        purpose === 'drivers_license' ? DRIVERS_LICENSE_REQUIRED : KYC_DOCUMENT_NOT_FOUND,
        'DOCUMENT_NOT_FOUND',
      );
    if (!isUuid(uploadId) || !isUuid(userId) || !isUuid(bookingId)) throw failure();
    const result = await manager
      .createQueryBuilder()
      .update(UploadEntity)
      .set({ bookingId })
      .where('id = :uploadId', { uploadId })
      .andWhere('user_id = :userId', { userId })
      .andWhere('purpose = :purpose', { purpose })
      .andWhere('booking_id IS NULL')
      .execute();
    if (result.affected !== 1) throw failure();
  }
}
