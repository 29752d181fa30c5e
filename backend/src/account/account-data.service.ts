import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { verify } from '@node-rs/argon2';
import { DataSource } from 'typeorm';
import { toUserDto } from '../auth/auth.service.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { conflict, forbidden } from '../common/errors/domain.exception.js';
import { PlannerService } from '../planner/planner.service.js';
import type { AccountExportDto } from './dto/account.dto.js';

export const WRONG_PASSWORD = 'The password is not correct';
export const OWNER_CANNOT_DELETE =
  'You own an operator organisation. Please hand it to another owner before deleting your account.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** What an anonymised booking shows instead of the traveller's details. */
export const ANONYMISED_NAME = 'Deleted account';
export const ANONYMISED_EMAIL = 'deleted@deleted.invalid';

/** Keys of a booking's metadata that name or identify people (tour participants, requests, documents). */
const PERSONAL_METADATA = ['participants', 'specialRequests', 'kycDocumentId', 'driversLicenseId'];

/**
 * 'Download my data' and 'Delete my account' (docs/decisions/data-export-and-account-deletion.md).
 */
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger('Account');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly planner: PlannerService,
  ) {}

  async export(user: UserEntity, now = new Date()): Promise<AccountExportDto> {
    const bookings = await this.bookings.allForUser(user.id);
    const summaries = await this.planner.list(user.id);
    const tripPlans = [];
    for (const summary of summaries) tripPlans.push(await this.planner.get(user.id, summary.id));
    return { exportedAt: now.toISOString(), account: toUserDto(user), bookings, tripPlans };
  }

  /**
   * Deletes the account: unpaid bookings are cancelled (their holds released), every booking
   * stays for the operators' records with the traveller's details replaced, documents, trip
   * plans, staff memberships and every session are deleted, and the account row keeps only
   * its id (its e-mail becomes free for a new account).
   */
  async delete(userId: string, password: string, now = new Date()): Promise<void> {
    const account = await this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
    const valid = await verify(account.passwordHash, password).catch(() => false);
    if (!valid) throw forbidden(WRONG_PASSWORD, 'WRONG_PASSWORD');
    const [{ owner }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM organisation_members WHERE user_id = $1 AND role = 'owner') AS owner`,
      [userId],
    );
    if (owner) throw conflict(OWNER_CANNOT_DELETE, 'ACCOUNT_OWNS_ORGANISATION');

    const unpaid: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings WHERE user_id = $1 AND status = 'pending_payment'`,
      [userId],
    );
    for (const { id } of unpaid) {
      await this.bookings.cancel(userId, id, now).catch((error: unknown) => {
        // Expired or paid in the meantime: it is anonymised below like the others.
        this.logger.warn({ err: error, bookingId: id }, 'Unpaid booking not cancelled');
      });
    }

    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await manager.query(
        `UPDATE bookings
            SET customer_name = $2, customer_email = $3, customer_phone = '',
                metadata = metadata - $4::text[]
          WHERE user_id = $1`,
        [userId, ANONYMISED_NAME, ANONYMISED_EMAIL, PERSONAL_METADATA],
      );
      await manager.query('DELETE FROM uploads WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM itineraries WHERE user_id = $1', [userId]);
      await manager.query('DELETE FROM organisation_members WHERE user_id = $1', [userId]);
      await manager.query('UPDATE contact_messages SET user_id = NULL WHERE user_id = $1', [
        userId,
      ]);
      await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      await manager.query(
        `UPDATE users
            SET first_name = $2, last_name = '', email = $3, password_hash = '!', is_admin = false,
                phone = NULL, phone_verified_at = NULL
          WHERE id = $1`,
        [userId, ANONYMISED_NAME, `deleted+${userId}@deleted.invalid`],
      );
    });
    this.logger.log({ userId }, 'Account deleted');
  }
}
