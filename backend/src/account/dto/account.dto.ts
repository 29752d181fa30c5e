import { IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { CODE_FORMAT, UserDto } from '../../auth/index.js';
import { ItineraryDto } from '../../planner/index.js';

/** Everything Salone keeps about an account, as one JSON file. */
export class AccountExportDto {
  /**
   * When the file was made, ISO 8601.
   * @example "2026-11-26T10:00:00.000Z"
   */
  exportedAt: string;
  account: UserDto;
  /** Every booking of the account, newest first, as the account sees it. */
  bookings: object[];
  /** Every saved trip plan of the account, newest first. */
  tripPlans: ItineraryDto[];
}

export class DeleteAccountDto {
  /**
   * The account's current password: deleting an account cannot be undone. An account with a
   * verified phone number may give `code` instead (an account made by phone has no password).
   * @example "river-no-2-lumley"
   */
  @ValidateIf((dto: DeleteAccountDto) => dto.code === undefined)
  @IsString({ message: 'Please enter your password to delete your account' })
  @MinLength(1, { message: 'Please enter your password to delete your account' })
  @MaxLength(200, { message: 'Please enter your password to delete your account' })
  password?: string;

  /**
   * Instead of the password: the 6-digit code of an SMS sent to the account's verified phone
   * number by `POST /api/auth/phone/code` with that number.
   * @example "482915"
   */
  @IsOptional()
  @IsString({ message: CODE_FORMAT })
  @Matches(/^\d{6}$/, { message: CODE_FORMAT })
  code?: string;
}

export class DeleteAccountResponseDto {
  /** @example true */
  success: boolean;
  /** @example "Your account has been deleted." */
  message: string;
}
