import { Injectable } from '@nestjs/common';
import type { Membership } from '../auth/index.js';
import { conflict } from '../common/errors/domain.exception.js';
import type {
  NotificationPreferencesDto,
  UpdateNotificationPreferencesDto,
} from './dto/organisation.dto.js';
import { OrganisationsRepository } from './organisations.repository.js';

export const NO_VERIFIED_PHONE =
  'Add a phone number to your account and confirm it with its SMS code to receive SMS';
export const NO_EMAIL_ADDRESS = 'Add an e-mail address to your account to receive e-mails';

/** Each member's own choice of the booking messages it receives, and where. */
@Injectable()
export class NotificationPreferencesService {
  constructor(private readonly organisations: OrganisationsRepository) {}

  async get(membership: Membership): Promise<NotificationPreferencesDto> {
    const { email, phone } = this.channels(membership);
    const saved = await this.organisations.notificationPreferences(
      membership.organisationId,
      membership.user.id,
    );
    // A channel the account lost (its phone removed) reads as not chosen: nothing is sent there.
    return {
      bookingEmails: Boolean(saved?.bookingEmails) && email !== null,
      bookingSms: Boolean(saved?.bookingSms) && phone !== null,
      arrivalsDigest: Boolean(saved?.arrivalsDigest) && email !== null,
      email,
      phone,
    };
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
    await this.organisations.setNotificationPreferences(
      membership.organisationId,
      membership.user.id,
      dto,
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
}
