import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsPhone } from '../../common/phone.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Spaces people type inside a code (`123 456`) are dropped. */
const digitsOnly = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\s+/g, '') : value;

export const CODE_FORMAT = 'Enter the 6-digit code from the SMS';

export class PhoneCodeRequestDto {
  /**
   * A Sierra Leone number (`076 123 456`) or another country's with its +code.
   * @example "076 123 456"
   */
  @IsPhone()
  phone: string;
}

export class PhoneCodeSentDto {
  /** @example true */
  success: boolean;
  /** @example "We sent a 6-digit code by SMS to your phone." */
  message: string;
  /**
   * Seconds before another code may be asked for this number (30, then 60, 120, ...).
   * @example 30
   */
  resendAfterSeconds: number;
}

export class PhoneCodeDto {
  /** @example "076 123 456" */
  @IsPhone()
  phone: string;

  /**
   * The 6 digits from the SMS.
   * @example "482913"
   */
  @Transform(digitsOnly)
  @IsString({ message: CODE_FORMAT })
  @Matches(/^\d{6}$/, { message: CODE_FORMAT })
  code: string;
}

export class PhoneSignInDto extends PhoneCodeDto {
  /**
   * For a sign-up: the new account's first name (with lastName). Left out to sign in.
   * @example "Aminata"
   */
  @IsOptional()
  @MaxLength(80)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  firstName?: string;

  /** @example "Kamara" */
  @IsOptional()
  @MaxLength(80)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  lastName?: string;
}

export class AddEmailDto {
  /** @example "aminata@example.com" */
  @MaxLength(254)
  @Transform(trim)
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;
}
