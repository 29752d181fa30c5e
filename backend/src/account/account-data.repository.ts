import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EntityNotFoundError, type DataSource, type EntityManager } from 'typeorm';

/**
 * What 'Delete my account' reads and erases, in one transaction across the tables that hold
 * a traveller's data: the account and its sessions, bookings (kept, anonymised), documents,
 * trip plans, staff memberships and contact messages (kept, unlinked).
 */
@Injectable()
export class AccountDataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account's password hash. */
  async passwordHashOf(userId: string): Promise<string> {
    const [account]: { password_hash: string }[] = await this.dataSource.query(
      `SELECT password_hash FROM users WHERE id = $1`,
      [userId],
    );
    if (!account) throw new EntityNotFoundError('UserEntity', { id: userId });
    return account.password_hash;
  }

  /** Whether the account owns an operator organisation. */
  async ownsOrganisation(userId: string): Promise<boolean> {
    const [{ owner }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM organisation_members WHERE user_id = $1 AND role = 'owner') AS owner`,
      [userId],
    );
    return owner;
  }

  /** The account's bookings still waiting for payment. */
  async unpaidBookings(userId: string): Promise<{ id: string }[]> {
    return this.dataSource.query(
      `SELECT id FROM bookings WHERE user_id = $1 AND status = 'pending_payment'`,
      [userId],
    );
  }

  /**
   * Erases the account in `manager`'s transaction: its row locked first, bookings keep only
   * `anonymised` details (the `personalMetadata` keys removed), documents, trip plans,
   * memberships and sessions deleted, contact messages unlinked, and the account row keeps
   * its id only.
   */
  async erase(
    manager: EntityManager,
    userId: string,
    anonymised: { name: string; email: string; personalMetadata: string[] },
  ): Promise<void> {
    await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await manager.query(
      `UPDATE bookings
          SET customer_name = $2, customer_email = $3, customer_phone = '',
              metadata = metadata - $4::text[]
        WHERE user_id = $1`,
      [userId, anonymised.name, anonymised.email, anonymised.personalMetadata],
    );
    await manager.query('DELETE FROM uploads WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM itineraries WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM organisation_members WHERE user_id = $1', [userId]);
    await manager.query('UPDATE contact_messages SET user_id = NULL WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    await manager.query(
      `UPDATE users
          SET first_name = $2, last_name = '', email = $3, password_hash = '!', is_admin = false,
              phone = NULL, phone_verified_at = NULL
        WHERE id = $1`,
      [userId, anonymised.name, `deleted+${userId}@deleted.invalid`],
    );
  }
}
