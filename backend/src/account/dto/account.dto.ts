import { IsString, MaxLength, MinLength } from 'class-validator';
import { UserDto } from '../../auth/index.js';
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
   * The account's current password: deleting an account cannot be undone.
   * @example "river-no-2-lumley"
   */
  @IsString({ message: 'Please enter your password to delete your account' })
  @MinLength(1, { message: 'Please enter your password to delete your account' })
  @MaxLength(200, { message: 'Please enter your password to delete your account' })
  password: string;
}

export class DeleteAccountResponseDto {
  /** @example true */
  success: boolean;
  /** @example "Your account has been deleted." */
  message: string;
}
