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

  /** Locks the account's row: its uploads take turns for the rest of the transaction. */
  async lockUploader(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  }

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

  /** Deletes documents of bookings that ended (or were cancelled or expired) before `before`; how many. */
  async deleteOfBookingsEndedBefore(before: Date): Promise<number> {
    const afterBooking: unknown[] = await this.dataSource.query(
      `DELETE FROM uploads u USING bookings b
        WHERE u.booking_id = b.id
          AND LEAST(COALESCE(b.end_date, b.start_date),
                    COALESCE(b.cancelled_at, b.expired_at, 'infinity'::timestamptz)) < $1
        RETURNING u.id`,
      [before],
    );
    return rowCount(afterBooking);
  }
}
