import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../auth/index.js';

export class CreateApiKeyDto {
  /**
   * What the key is for (shown in the list).
   * @example "Front-desk system"
   */
  @IsString()
  @Matches(/\S/, { message: 'Give the key a name' })
  @MaxLength(100)
  name: string;

  /**
   * What the key may do: `catalogue:read` (the organisation's listings and their availability),
   * `listings:write` (edit, publish and close listings), `bookings:read` (the organisation's
   * bookings), `bookings:write` (create bookings of its listings, check in, cancel),
   * `reviews:read` (the reviews of the organisation's listings), `webhooks:manage` (webhook
   * endpoints, their deliveries, tests and redeliveries, and past events).
   * @example ["catalogue:read", "bookings:write"]
   */
  @IsArray()
  @ArrayMinSize(1, { message: 'Choose at least one scope' })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @ArrayUnique()
  @IsIn(API_KEY_SCOPES, {
    each: true,
    message: `scopes must be among: ${API_KEY_SCOPES.join(', ')}`,
  })
  scopes: ApiKeyScope[];

  /**
   * When the key stops working (ISO 8601, in the future); without it the key works until it is
   * revoked.
   * @example "2027-06-30T00:00:00.000Z"
   */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expiresAt must be an ISO 8601 date and time' })
  expiresAt?: string;
}

export class ApiKeyDto {
  /** @example "0d9e7c1a-5b2f-4e8d-9a6c-3f1b2d4e5a60" */
  id: string;
  /** @example "Front-desk system" */
  name: string;
  /**
   * The start of the key, as it is shown again: `sk_live_` (production) or `sk_test_`, and 12
   * hex digits.
   * @example "sk_test_3f9a1c0d2b7e"
   */
  prefix: string;
  /** @example ["catalogue:read", "bookings:write"] */
  scopes: ApiKeyScope[];
  /**
   * active, revoked or expired.
   * @example "active"
   */
  status: 'active' | 'revoked' | 'expired';
  /** @example "2026-11-26T12:00:00.000Z" */
  createdAt: string;
  /** @example null */
  expiresAt: string | null;
  /**
   * The last request made with the key (to the minute); null: never used.
   * @example "2026-11-26T12:30:00.000Z"
   */
  lastUsedAt: string | null;
  /** @example null */
  revokedAt: string | null;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  /**
   * The key, shown this once: send it as `Authorization: Bearer <key>`.
   * @example "sk_test_3f9a1c0d2b7e_Qm3v0Jd2kq8ZyX1bC4nR7tW9pL5sH6gF2aE0uV8iO3y"
   */
  key: string;
}
