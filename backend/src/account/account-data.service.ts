import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { verify } from '@node-rs/argon2';
import { DataSource } from 'typeorm';
import { PhoneAccountsService, toUserDto, UserDirectory, type UserEntity } from '../auth/index.js';
import { conflict, forbidden } from '../common/errors/domain.exception.js';
import { ContactInbox } from '../contact/index.js';
import { PlannerService } from '../planner/index.js';
import { UploadsService } from '../uploads/index.js';
import { ACCOUNT_BOOKINGS, type AccountBookings } from './account-bookings.port.js';
import { ACCOUNT_MEMBERSHIPS, type AccountMemberships } from './account-memberships.port.js';
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
    private readonly users: UserDirectory,
    @Inject(ACCOUNT_BOOKINGS)
    private readonly bookings: AccountBookings<AccountExportDto['bookings'][number]>,
    @Inject(ACCOUNT_MEMBERSHIPS) private readonly memberships: AccountMemberships,
    private readonly uploads: UploadsService,
    private readonly planner: PlannerService,
    private readonly contact: ContactInbox,
    private readonly phone: PhoneAccountsService,
  ) {}

  async export(user: UserEntity, now = new Date()): Promise<AccountExportDto> {
    const bookings = await this.bookings.allFor(user.id);
    const summaries = await this.planner.list(user.id);
    const tripPlans = [];
    for (const summary of summaries) tripPlans.push(await this.planner.get(user.id, summary.id));
    return { exportedAt: now.toISOString(), account: toUserDto(user), bookings, tripPlans };
  }

  /**
   * Deletes the account: unpaid bookings are cancelled (their holds released), every booking
   * stays for the operators' records with the traveller's details replaced, documents, trip
   * plans, staff memberships and every session are deleted, and the account row keeps only
   * its id (its e-mail becomes free for a new account). Each module erases its own tables,
   * all in one transaction that starts by locking the account's row.
   */
  async delete(
    user: UserEntity,
    proof: { password?: string; code?: string },
    now = new Date(),
  ): Promise<void> {
    const userId = user.id;
    if (proof.code !== undefined) {
      // The SMS code of the account's own verified number (an account made by phone has no
      // password to type).
      await this.phone.confirmOwnPhone(user, proof.code);
    } else {
      const passwordHash = await this.users.passwordHashOf(userId);
      const valid = await verify(passwordHash, proof.password ?? '').catch(() => false);
      if (!valid) throw forbidden(WRONG_PASSWORD, 'WRONG_PASSWORD');
    }
    if (await this.memberships.ownsOrganisation(userId))
      throw conflict(OWNER_CANNOT_DELETE, 'ACCOUNT_OWNS_ORGANISATION');

    const unpaid = await this.bookings.unpaidOf(userId);
    for (const id of unpaid) {
      await this.bookings.cancel(userId, id, now).catch((error: unknown) => {
        // Expired or paid in the meantime: it is anonymised below like the others.
        this.logger.warn({ err: error, bookingId: id }, 'Unpaid booking not cancelled');
      });
    }

    await this.dataSource.transaction(async (manager) => {
      await this.users.lock(manager, userId);
      await this.bookings.anonymise(manager, userId, {
        name: ANONYMISED_NAME,
        email: ANONYMISED_EMAIL,
        personalMetadata: PERSONAL_METADATA,
      });
      await this.uploads.deleteAllOf(manager, userId);
      await this.planner.deleteAllOf(manager, userId);
      await this.memberships.removeAll(manager, userId);
      await this.contact.unlinkAccount(manager, userId);
      await this.users.erase(manager, userId, ANONYMISED_NAME);
    });
    this.logger.log({ userId }, 'Account deleted');
  }
}
