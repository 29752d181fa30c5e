import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Membership } from '../auth/index.js';
import { conflict } from '../common/errors/domain.exception.js';
import type {
  NotificationPreferencesDto,
  UpdateNotificationPreferencesDto,
} from './dto/organisation.dto.js';

export const NO_VERIFIED_PHONE =
  'Add a phone number to your account and confirm it with its SMS code to receive SMS';
export const NO_EMAIL_ADDRESS = 'Add an e-mail address to your account to receive e-mails';

interface PreferenceRow {
  booking_emails: boolean;
  booking_sms: boolean;
  arrivals_digest: boolean;
}

/** Each member's own choice of the booking messages it receives, and where. */
@Injectable()
export class NotificationPreferencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(membership: Membership): Promise<NotificationPreferencesDto> {
    const [row] = (await this.dataSource.query(
      `SELECT booking_emails, booking_sms, arrivals_digest FROM organisation_members
        WHERE organisation_id = $1 AND user_id = $2`,
      [membership.organisationId, membership.user.id],
    )) as PreferenceRow[];
    return this.toDto(membership, row);
  }

  /**
   * Changes the member's choices. A channel the account cannot receive is refused: e-mails
   * need an address, SMS a verified phone.
   */
  async update(
    membership: Membership,
    dto: UpdateNotificationPreferencesDto,
  ): Promise<NotificationPreferencesDto> {
    const { email, phone } = this.channels(membership);
    if ((dto.bookingEmails || dto.arrivalsDigest) && !email) {
      throw conflict(NO_EMAIL_ADDRESS, 'NO_EMAIL_ADDRESS');
    }
    if (dto.bookingSms && !phone) throw conflict(NO_VERIFIED_PHONE, 'NO_VERIFIED_PHONE');
    await this.dataSource.query(
      `UPDATE organisation_members
          SET booking_emails = COALESCE($3, booking_emails),
              booking_sms = COALESCE($4, booking_sms),
              arrivals_digest = COALESCE($5, arrivals_digest)
        WHERE organisation_id = $1 AND user_id = $2`,
      [
        membership.organisationId,
        membership.user.id,
        dto.bookingEmails ?? null,
        dto.bookingSms ?? null,
        dto.arrivalsDigest ?? null,
      ],
    );
    return this.get(membership);
  }

  private channels(membership: Membership): { email: string | null; phone: string | null } {
    const { user } = membership;
    return {
      email: user.email ?? null,
      phone: user.phone && user.phoneVerifiedAt ? user.phone : null,
    };
  }

  private toDto(membership: Membership, row: PreferenceRow | undefined): NotificationPreferencesDto {
    const { email, phone } = this.channels(membership);
    return {
      bookingEmails: Boolean(row?.booking_emails) && email !== null,
      bookingSms: Boolean(row?.booking_sms) && phone !== null,
      arrivalsDigest: Boolean(row?.arrivals_digest) && email !== null,
      email,
      phone,
    };
  }
}
