import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { UploadEntity } from './entities/upload.entity.js';

/** Rows a `DELETE ... RETURNING` answered (TypeORM's postgres driver: `[rows, count]`). */
const rowCount = (result: unknown[]): number =>
  Array.isArray(result[0]) ? (result[0] as unknown[]).length : result.length;

/** Uploaded booking documents (table `uploads`). */
@Injectable()
export class UploadsRepository {
  constructor(
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The account's uploads since `since`, and the bytes it keeps stored. */
  async usage(
    manager: EntityManager,
    userId: string,
    since: Date,
  ): Promise<{ today: number; stored: string | number }> {
    const [{ today, stored }] = await manager.query(
      `SELECT COUNT(*) FILTER (WHERE created_at > $2)::int AS today,
              COALESCE(SUM(size_bytes), 0)::bigint AS stored
         FROM uploads WHERE user_id = $1`,
      [userId, since],
    );
    return { today, stored };
  }

  /** The user's document with its bytes, or null. */
  async findWithContent(uploadId: string, userId: string): Promise<UploadEntity | null> {
    return this.uploads
      .createQueryBuilder('upload')
      .addSelect('upload.content')
      .where('upload.id = :uploadId AND upload.userId = :userId', { uploadId, userId })
      .getOne();
  }

  /** Attaches the user's unclaimed document of that purpose to the booking; rows changed. */
  async attachToBooking(
    manager: EntityManager,
    claim: { uploadId: string; userId: string; purpose: string; bookingId: string },
  ): Promise<number | undefined> {
    const result = await manager
      .createQueryBuilder()
      .update(UploadEntity)
      .set({ bookingId: claim.bookingId })
      .where('id = :uploadId', { uploadId: claim.uploadId })
      .andWhere('user_id = :userId', { userId: claim.userId })
      .andWhere('purpose = :purpose', { purpose: claim.purpose })
      .andWhere('booking_id IS NULL')
      .execute();
    return result.affected ?? undefined;
  }

  /** Deletes uploads never attached to a booking, made before `before`; how many. */
  async deleteUnattachedBefore(before: Date): Promise<number> {
    const unattached: unknown[] = await this.dataSource.query(
      `DELETE FROM uploads WHERE booking_id IS NULL AND created_at < $1 RETURNING id`,
      [before],
    );
    return rowCount(unattached);
  }

  /** The bookings that have documents attached. */
  async attachedBookingIds(): Promise<string[]> {
    const rows: { booking_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT booking_id FROM uploads WHERE booking_id IS NOT NULL AND purpose <> 'review_photo'`,
    );
    return rows.map((row) => row.booking_id);
  }

  /** Deletes the documents attached to these bookings; how many. */
  async deleteOfBookings(bookingIds: string[]): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const deleted: unknown[] = await this.dataSource.query(
      `DELETE FROM uploads WHERE booking_id = ANY($1::uuid[]) AND purpose <> 'review_photo' RETURNING id`,
      [bookingIds],
    );
    return rowCount(deleted);
  }

  /** Deletes every document of the account, in `manager`'s transaction. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM uploads WHERE user_id = $1', [userId]);
  }
}
