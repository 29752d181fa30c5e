import { toCents, toDollars } from './money.js';

/** Event tickets (docs/product.md, Events). */

/** Tickets per booking: 1 to 20. */
export const MAX_TICKETS = 20;

/** The ticket categories every sample event sells: name, what it gives, price, how many. */
export const STANDARD_TICKET_CATEGORIES = [
  { name: 'Standard', description: 'General admission', priceCents: 5_000, quantity: 100 },
  {
    name: 'VIP',
    description: 'Premium seating with refreshments',
    priceCents: 15_000,
    quantity: 25,
  },
  {
    name: 'VVIP',
    description: 'Exclusive access with meet and greet',
    priceCents: 30_000,
    quantity: 10,
  },
] as const;

/** Quantity choices: 1 to the smaller of 20 and what the category has left. */
export const ticketQuantityLimit = (remaining: number): number =>
  Math.max(0, Math.min(MAX_TICKETS, remaining));

/**
 * Tickets of one event one account may hold unpaid at once: the server's default
 * (HOLD_MAX_TICKETS_PER_EVENT), and the most the ticket form offers.
 */
export const TICKETS_PER_ACCOUNT = 10;

/** The quantities the ticket form offers: what is left, at most what one account may hold. */
export const ticketChoiceLimit = (remaining: number): number =>
  Math.min(TICKETS_PER_ACCOUNT, ticketQuantityLimit(remaining));

/** Total of tickets: price times quantity. */
export const ticketTotalCents = (quantity: number, priceCents: number): number =>
  quantity * priceCents;

/** What tickets cost, from the category's price in dollars; 0 for no valid quantity. */
export function quoteTickets(price: number, quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1) return 0;
  return toDollars(ticketTotalCents(quantity, toCents(price)));
}
