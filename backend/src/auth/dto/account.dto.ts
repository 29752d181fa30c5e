import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../password-rule.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class VerifyEmailDto {
  /**
   * The `token` of the link in the e-mail.
   * @example "q3Jx0Vd1c7u8cZ9Kp2mN4bL6aT5yR1eW0sQ8fH3gD2k"
   */
  @MaxLength(100, { message: 'This link is not valid' })
  @IsNotEmpty({ message: 'This link is not valid' })
  @IsString({ message: 'This link is not valid' })
  token: string;
}

export class PasswordResetRequestDto {
  /** @example "aminata@example.com" */
  @MaxLength(254)
  @Transform(trim)
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;
}

export class PasswordResetConfirmDto {
  /**
   * The `token` of the link in the e-mail.
   * @example "q3Jx0Vd1c7u8cZ9Kp2mN4bL6aT5yR1eW0sQ8fH3gD2k"
   */
  @MaxLength(100, { message: 'This link is not valid' })
  @IsNotEmpty({ message: 'This link is not valid' })
  @IsString({ message: 'This link is not valid' })
  token: string;

  /**
   * The new password: the sign-up rule applies.
   * @example "bintumani-sunrise"
   */
  @MaxLength(200)
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  password: string;
}

export class ChangePasswordDto {
  /** @example "lumley-beach" */
  @MaxLength(200)
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  /**
   * The new password: the sign-up rule applies.
   * @example "bintumani-sunrise"
   */
  @MaxLength(200)
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  newPassword: string;
}

/** A plain confirmation. */
export class AccountMessageDto {
  /** @example true */
  success: boolean;
  /** @example "Your password has been changed." */
  message: string;
}

/** One signed-in browser of the account. */
export class AccountSessionDto {
  /** @example "5b1e8a52-3c0d-4a4b-9f0e-1d2c3b4a5f6e" */
  id: string;
  /**
   * The browser and system, read from its User-Agent.
   * @example "Chrome on Android (mobile)"
   */
  device: string;
  /** @example "197.215.12.40" */
  ipAddress: string;
  /**
   * Signed in at, ISO 8601.
   * @example "2026-11-25T10:00:00.000Z"
   */
  createdAt: string;
  /**
   * Last request seen (to the minute), ISO 8601.
   * @example "2026-11-26T08:30:00.000Z"
   */
  lastSeenAt: string;
  /**
   * The session of this request.
   * @example true
   */
  current: boolean;
}
