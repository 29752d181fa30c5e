import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { parsePhotoUrl, photoUrl, type PhotoFormat, type StoredPhoto } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { UserDirectory } from '../../auth/index.js';
import { badRequest, payloadTooLarge, tooMany } from '../../common/errors/domain.exception.js';
import { isUuid } from '../../common/parse-id.pipe.js';
import { uploadsConfig } from '../../config/configuration.js';
import { MAX_UPLOAD_BYTES } from '../entities/upload.entity.js';
import { sniffMimeType } from '../upload-files.js';
import { FILE_REQUIRED, FILE_TOO_LARGE, type ReceivedFile } from '../uploads.service.js';
import { processPhoto, type ProcessedPhoto } from '../../common/photos/photo-pipeline.js';
import { PhotosRepository } from './photos.repository.js';

export const PHOTO_TYPES_ONLY = 'Only JPG and PNG photos are accepted';
export const photosPerDayExceeded = (perDay: number) =>
  `You can upload ${perDay} photos a day. Please try again tomorrow.`;

/** A stored variant's bytes and type. */
export interface PhotoVariantContent {
  mimeType: 'image/webp' | 'image/jpeg';
  content: Buffer;
  /** A traveller's photo (a review's): it may stop being shown, so caches keep it an hour only. */
  traveller: boolean;
}

/** A traveller's stored photo, not yet shown: its id (to name in the review) and address. */
export interface TravellerPhoto extends StoredPhoto {
  url: string;
}

const MIME: Record<PhotoFormat, PhotoVariantContent['mimeType']> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * Public photos (tables `photos`, `photo_variants`): decoded, checked and stored as variants by
 * `processPhoto`; served by PhotosController at the addresses of `@salone/booking-rules`'
 * `photoUrl` (docs/decisions/photo-variants-webp-and-jpeg.md).
 */
@Injectable()
export class PhotosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: PhotosRepository,
    private readonly users: UserDirectory,
    @Inject(uploadsConfig.KEY) private readonly config: ConfigType<typeof uploadsConfig>,
  ) {}

  /**
   * Checks an uploaded file is a JPEG or PNG within MAX_UPLOAD_BYTES (by its content), then
   * decodes it as `prepare` does.
   */
  async prepareUpload(file: ReceivedFile | undefined): Promise<ProcessedPhoto> {
    if (!file || file.size === 0 || file.buffer.length === 0) {
      throw badRequest(FILE_REQUIRED, 'FILE_REQUIRED');
    }
    if (file.buffer.length > MAX_UPLOAD_BYTES) {
      throw payloadTooLarge(FILE_TOO_LARGE, 'FILE_TOO_LARGE');
    }
    const mimeType = await sniffMimeType(file.buffer);
    if (mimeType !== 'image/jpeg' && mimeType !== 'image/png') {
      throw badRequest(PHOTO_TYPES_ONLY, 'UNSUPPORTED_FILE');
    }
    return processPhoto(file.buffer);
  }

  /**
   * Stores a traveller's photo for a review they are writing: decoded and stored as variants,
   * not shown until a review takes it (`claimForReview`), deleted after UNATTACHED_UPLOAD_HOURS
   * if none does. At most UPLOADS_PER_USER_PER_DAY a day per account.
   */
  async storeTravellerPhoto(
    userId: string,
    file: ReceivedFile | undefined,
    now = new Date(),
  ): Promise<TravellerPhoto> {
    const processed = await this.prepareUpload(file);
    return this.dataSource.transaction(async (manager) => {
      // The account's photos take turns, so the day's count holds for parallel uploads too.
      await this.users.lock(manager, userId);
      const since = new Date(now.getTime() - 86_400_000);
      if (
        (await this.rows.countOfTravellerSince(manager, userId, since)) >= this.config.perUserPerDay
      ) {
        throw tooMany(photosPerDayExceeded(this.config.perUserPerDay), 'UPLOAD_DAILY_LIMIT');
      }
      const photo = await this.rows.insert(
        manager,
        {
          organisationId: null,
          userId,
          shown: false,
          width: processed.width,
          height: processed.height,
        },
        processed.variants,
      );
      const stored = { id: photo.id, width: photo.width, height: photo.height };
      return { ...stored, url: photoUrl(stored) };
    });
  }

  /**
   * Takes the traveller's photos for a review, in `manager`'s transaction, and shows them:
   * answers their addresses in the order given, or null when any is not the traveller's
   * photo or was taken by a review already (then none is taken: the caller rolls back).
   */
  async claimForReview(
    manager: EntityManager,
    userId: string,
    photoIds: string[],
    now = new Date(),
  ): Promise<string[] | null> {
    if (photoIds.length === 0) return [];
    if (!photoIds.every(isUuid) || !isUuid(userId)) return null;
    const claimed = await this.rows.claim(manager, userId, photoIds, now);
    if (claimed.length !== photoIds.length) return null;
    const byId = new Map(claimed.map((photo) => [photo.id, photoUrl(photo)]));
    return photoIds.map((id) => byId.get(id) as string);
  }

  /** Shows or withholds the travellers' photos at these addresses (a review hidden or not). */
  async showTravellerPhotos(manager: EntityManager, urls: string[], shown: boolean): Promise<void> {
    const ids = urls.map((url) => parsePhotoUrl(url)?.id).filter((id): id is string => !!id);
    await this.rows.setShown(manager, ids, shown);
  }

  /** Deletes travellers' photos no review took, uploaded before `before`; how many. */
  sweepUnclaimed(before: Date): Promise<number> {
    return this.rows.deleteUnclaimedBefore(before);
  }

  /** The listed address of a shown photo, or null. */
  async addressOf(photoId: string): Promise<string | null> {
    if (!isUuid(photoId)) return null;
    const size = await this.rows.shownSize(photoId);
    return size ? photoUrl({ id: photoId, ...size }) : null;
  }

  /**
   * Decodes an uploaded JPEG or PNG (the caller has checked its type and size) into its
   * variants; refuses what `processPhoto` refuses. Call it before opening a transaction: it
   * takes a while (seconds for a 12-megapixel photo) and needs no row.
   */
  prepare(content: Buffer): Promise<ProcessedPhoto> {
    return processPhoto(content);
  }

  /** Stores a prepared photo in `manager`'s transaction; answers the address to list. */
  async store(
    manager: EntityManager,
    processed: ProcessedPhoto,
    owner: { organisationId: number | null },
  ): Promise<string> {
    const photo = await this.rows.insert(
      manager,
      { organisationId: owner.organisationId, width: processed.width, height: processed.height },
      processed.variants,
    );
    return photoUrl(photo);
  }

  /**
   * Deletes the photo an address names when it belongs to the organisation, in `manager`'s
   * transaction; any other address (a sample picture, another organisation's photo) is left.
   */
  async deleteOf(manager: EntityManager, url: string, organisationId: number): Promise<void> {
    const photo = parsePhotoUrl(url);
    if (photo) await this.rows.deleteOf(manager, photo.id, organisationId);
  }

  /**
   * One stored variant, or null when there is none of that photo, width and format, or the
   * photo is not shown (a traveller's photo no visible review shows).
   */
  async variant(
    photoId: string,
    width: number,
    format: PhotoFormat,
  ): Promise<PhotoVariantContent | null> {
    const row = await this.rows.variantContent(photoId, width, format);
    return row ? { mimeType: MIME[format], content: row.content, traveller: row.traveller } : null;
  }
}
