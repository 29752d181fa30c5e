/** Car rental prices derived from the daily rate (spec section 9, RULINGS 4). */

/** Driver service, US dollars per day, charged and shown everywhere. */
export const DRIVER_RATE_PER_DAY = 50;

export interface CarPricing {
  daily: number;
  /** 6.5 days' rate for 7 days (save 7%). */
  weekly: number;
  /** 25 days' rate for 30 days (save 17%). */
  monthly: number;
  weeklySavingPercent: number;
  monthlySavingPercent: number;
  driverPerDay: number;
}

/** All amounts in US dollars; computed in cents so no float drift reaches the wire. */
export function carPricing(dailyRateCents: number): CarPricing {
  return {
    daily: dailyRateCents / 100,
    weekly: Math.round(dailyRateCents * 6.5) / 100,
    monthly: (dailyRateCents * 25) / 100,
    weeklySavingPercent: 7,
    monthlySavingPercent: 17,
    driverPerDay: DRIVER_RATE_PER_DAY,
  };
}
