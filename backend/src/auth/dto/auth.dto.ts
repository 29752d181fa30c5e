import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../password-rule.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  /** @example "Aminata" */
  @MaxLength(80)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  firstName: string;

  /** @example "Kamara" */
  @MaxLength(80)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  lastName: string;

  /** @example "aminata@example.com" */
  @MaxLength(254)
  @Transform(trim)
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;

  /**
   * At least 8 characters, not blank and not a common password (zxcvbn score 2 or more);
   * a refusal says why.
   * @example "lumley-beach"
   */
  @MaxLength(200)
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  password: string;
}

/** The same answer whether or not the address already had an account. */
export class RegisterResponseDto {
  /** @example true */
  success: boolean;
  /** @example "Thank you. We sent you an e-mail: follow its link to verify your address." */
  message: string;
}

export class LoginDto {
  /** @example "aminata@example.com" */
  @MaxLength(254)
  @Transform(trim)
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;

  /** @example "lumley-beach" */
  @MaxLength(200)
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}

/** The signed-in user; never carries the password or its hash. */
export class UserDto {
  /** @example "0b7d1c9e-3f7a-4c55-9d1e-5a1f2b3c4d5e" */
  id: string;
  /** @example "Aminata" */
  firstName: string;
  /** @example "Kamara" */
  lastName: string;
  /**
   * Null for an account made with a phone number that has not added an address.
   * @example "aminata@example.com"
   */
  email: string | null;
  /**
   * Whether the owner followed the link sent to the address. A booking needs a verified
   * address or a verified phone number.
   * @example true
   */
  emailVerified: boolean;
  /**
   * The account's verified phone number, E.164; null when it has none.
   * @example "+23276123456"
   */
  phone: string | null;
  /**
   * Whether the account has a phone number proven by its SMS code.
   * @example true
   */
  phoneVerified: boolean;
  /**
   * Member since, ISO 8601.
   * @example "2026-11-25T10:00:00.000Z"
   */
  createdAt: string;
}

/** What an account may do besides travelling: run an organisation's listings, run the platform. */
export const ACCOUNT_ROLES = ['operator', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Whether the request carries a live session, and whose. */
export class SessionDto {
  /** @example true */
  authenticated: boolean;
  /** The signed-in user; null for a visitor. */
  user: UserDto | null;
  /**
   * The account's roles beyond traveller: `operator` when it belongs to an operator
   * organisation (any status, pending included), `admin` for a platform admin. Empty for a
   * visitor.
   * @example ["operator"]
   */
  roles: AccountRole[];
}

export class LogoutResponseDto {
  /** @example true */
  success: boolean;
  /** @example "You have been logged out." */
  message: string;
}
