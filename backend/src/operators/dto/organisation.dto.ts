import { PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { IsPhone } from '../../common/phone.js';
import {
  SERVICE_KINDS,
  type OrganisationStatus,
  type ServiceKind,
} from '../entities/organisation.entity.js';
import type { MemberRole } from '../entities/organisation-member.entity.js';

export const trim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** An application to list on Salone (also the fields an owner may change later). */
export class ApplyOperatorDto {
  /**
   * The organisation's public name, unique on Salone; 2-160 characters.
   * @example "Kroo Bay Guesthouses"
   */
  @MaxLength(160, { message: 'Name must be at most 160 characters' })
  @IsString({ message: 'Name must be text' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Name is required' })
  name: string;

  /**
   * What it offers: one or more of hotel, event, car, tour, property.
   * @example ["hotel", "tour"]
   */
  @IsIn(SERVICE_KINDS, {
    each: true,
    message: 'Each service kind must be one of: hotel, event, car, tour, property',
  })
  @ArrayUnique({ message: 'Each service kind may be given once' })
  @ArrayMaxSize(5)
  @ArrayMinSize(1, { message: 'Choose at least one service kind' })
  @IsArray({ message: 'Service kinds must be a list' })
  serviceKinds: ServiceKind[];

  /**
   * Public contact phone.
   * @example "+23276555010"
   */
  @IsPhone()
  contactPhone: string;

  /**
   * Public contact e-mail.
   * @example "stay@kroobayguesthouses.sl"
   */
  @MaxLength(254, { message: 'Contact email must be at most 254 characters' })
  @IsEmail({}, { message: 'Contact email must be a valid email address' })
  @Transform(trim)
  contactEmail: string;

  /**
   * Business registration number (Office of the Administrator and Registrar General).
   * @example "SL-BRS-2024-01234"
   */
  @MaxLength(60, { message: 'Registration number must be at most 60 characters' })
  @IsString({ message: 'Registration number must be text' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Registration number is required' })
  registrationNumber: string;

  /**
   * Mobile-money number (Orange Money or Afrimoney) that payouts go to.
   * @example "+23276555011"
   */
  @IsPhone()
  payoutNumber: string;

  /**
   * WhatsApp number to publish on the organisation's listings and its bookings' pages
   * ("Message on WhatsApp"); optional, null or empty to remove it.
   * @example "+23276555012"
   */
  @IsPhone()
  @ValidateIf((_dto, value) => value !== null && value !== undefined && value !== '')
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === '' ? null : value,
  )
  whatsappNumber?: string | null;
}

/** What an owner may change; every field optional. */
export class UpdateOrganisationDto extends PartialType(ApplyOperatorDto) {
  /**
   * Also hear of each new confirmed booking by SMS, at the contact phone.
   * @example true
   */
  @IsOptional()
  @IsBoolean({ message: 'SMS booking alerts must be true or false' })
  smsBookingAlerts?: boolean;
}

/** An operator organisation. */
export class OrganisationDto {
  /** @example 7 */
  id: number;
  /** @example "Kroo Bay Guesthouses" */
  name: string;
  /** @example ["hotel"] */
  serviceKinds: ServiceKind[];
  /** @example "+23276555010" */
  contactPhone: string;
  /** @example "stay@kroobayguesthouses.sl" */
  contactEmail: string;
  /** @example "SL-BRS-2024-01234" */
  registrationNumber: string;
  /** @example "+23276555011" */
  payoutNumber: string;
  /**
   * New confirmed bookings are also sent by SMS to the contact phone.
   * @example false
   */
  smsBookingAlerts: boolean;
  /**
   * Published WhatsApp number, E.164; null when none.
   * @example "+23276555012"
   */
  whatsappNumber: string | null;
  /**
   * pending (waiting for an admin), approved (published listings are public), suspended,
   * changes_requested (the admin asked for changes: resubmit) or rejected.
   * @example "pending"
   */
  status: OrganisationStatus;
  /**
   * Why an admin suspended or rejected it, or the changes the admin asked for.
   * @example null
   */
  statusReason: string | null;
  /**
   * The caller's role in it (owner or staff); null when an admin reads it.
   * @example "owner"
   */
  role: MemberRole | null;
  /** @example "2026-11-26T10:00:00.000Z" */
  createdAt: string;
}

/** An organisation as the admin's application queue shows it. */
export class AdminOrganisationDto extends OrganisationDto {
  /**
   * E-mail address of the account that applied.
   * @example "fatmata@example.com"
   */
  appliedByEmail: string | null;
}

/** A reason an admin gives (suspension, unpublishing). */
export class ReasonDto {
  /**
   * Shown to the operator; 3-500 characters.
   * @example "Registration number could not be verified"
   */
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsString({ message: 'Reason must be text' })
  @Transform(trim)
  @Matches(/\S.*\S/s, { message: 'Please give a reason' })
  reason: string;
}

/** Invite a member by e-mail address. */
export class InviteMemberDto {
  /**
   * Their account's address. An account that exists becomes a member at once; otherwise the
   * invitation waits until an account with this address signs up or signs in.
   * @example "mariama@example.com"
   */
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Valid email is required' })
  @Transform(trim)
  email: string;
}

/** A member of an organisation. */
export class MemberDto {
  /** @example "0b7d1c9e-3f7a-4c55-9d1e-5a1f2b3c4d5e" */
  userId: string;
  /** @example "mariama@example.com" */
  email: string;
  /** @example "Mariama" */
  firstName: string;
  /** @example "Jalloh" */
  lastName: string;
  /** @example "staff" */
  role: MemberRole;
  /** @example "2026-11-26T10:00:00.000Z" */
  joinedAt: string;
}

/** An invitation waiting for its account. */
export class InvitationDto {
  /** @example "3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70" */
  id: string;
  /** @example "new.staff@example.com" */
  email: string;
  /** @example "2026-11-26T10:00:00.000Z" */
  invitedAt: string;
}

/** An organisation's members and open invitations. */
export class MembersDto {
  members: MemberDto[];
  invitations: InvitationDto[];
}

/** The answer to an invitation. */
export class InviteResultDto {
  /**
   * added: the account existed and is now staff; invited: it joins when it signs up or in.
   * @example "added"
   */
  @IsIn(['added', 'invited'])
  result: 'added' | 'invited';
  /** @example "mariama@example.com" */
  email: string;
}

/** How the signed-in member hears of the organisation's bookings (each member chooses). */
export class NotificationPreferencesDto {
  /**
   * The 'New booking' and cancellation e-mails, at `email`.
   * @example true
   */
  bookingEmails: boolean;
  /**
   * The 'New booking' SMS, at `phone`.
   * @example false
   */
  bookingSms: boolean;
  /**
   * An e-mail each evening with tomorrow's arrivals (guests, phones, special requests), when
   * there are any.
   * @example true
   */
  arrivalsDigest: boolean;
  /**
   * Where the e-mails go: the account's address; null when it has none.
   * @example "mariama@example.com"
   */
  email: string | null;
  /**
   * Where the SMS go: the account's verified phone; null when it has none (no SMS then).
   * @example "+23276123456"
   */
  phone: string | null;
}

/** The choices to change; those left out stay as they are. */
export class UpdateNotificationPreferencesDto {
  /** @example true */
  @IsOptional()
  @IsBoolean({ message: 'bookingEmails must be true or false' })
  bookingEmails?: boolean;
  /** @example false */
  @IsOptional()
  @IsBoolean({ message: 'bookingSms must be true or false' })
  bookingSms?: boolean;
  /** @example true */
  @IsOptional()
  @IsBoolean({ message: 'arrivalsDigest must be true or false' })
  arrivalsDigest?: boolean;
}
