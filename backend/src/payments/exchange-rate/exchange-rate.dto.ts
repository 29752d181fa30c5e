import { IsNumber, Max, Min } from 'class-validator';
import { SLE_PER_USD_MAX, SLE_PER_USD_MIN } from '@salone/booking-rules';

export const RATE_OUT_OF_BOUNDS = `The rate must be between ${SLE_PER_USD_MIN} and ${SLE_PER_USD_MAX} leones per US dollar, with at most two decimals`;

/** The leone rate as the web app reads it: public, cacheable. */
export class ExchangeRateDto {
  /**
   * Leones (SLE) per US dollar: prices shown in leones and every mobile-money charge use it.
   * @example 22.5
   */
  slePerUsd: number;
  /**
   * When an admin set it; null while the configured rate (`SLE_PER_USD`) applies.
   * @example "2026-12-07T09:30:00.000Z"
   */
  changedAt: string | null;
}

/** The leone rate as the admin console shows it. */
export class AdminExchangeRateDto extends ExchangeRateDto {
  /**
   * Who set it (their e-mail address); null while the configured rate applies.
   * @example "admin@salone.sl"
   */
  changedBy: string | null;
}

/** A new leone rate. */
export class ChangeExchangeRateDto {
  /**
   * Leones (SLE) per US dollar, from 1 to 1000, at most two decimals.
   * @example 23.1
   */
  @Max(SLE_PER_USD_MAX, { message: RATE_OUT_OF_BOUNDS })
  @Min(SLE_PER_USD_MIN, { message: RATE_OUT_OF_BOUNDS })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: RATE_OUT_OF_BOUNDS },
  )
  slePerUsd: number;
}
