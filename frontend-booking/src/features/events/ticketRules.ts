import type { TicketCategoryDto } from '@salone/api-client';
import { roundCents } from '../../shared/format';

/** Tickets per booking (spec section 9). */
export const MAX_TICKETS = 20;

/** Quantity choices: 1 to the smaller of 20 and what the category has left (spec section 5). */
export function ticketQuantityLimit(category: TicketCategoryDto | undefined): number {
  if (!category) return MAX_TICKETS;
  return Math.max(0, Math.min(MAX_TICKETS, category.remaining));
}

/** Price x quantity (spec section 9), in dollars rounded to cents like the server. */
export function ticketTotal(category: TicketCategoryDto | undefined, quantity: number): number {
  if (!category || !Number.isFinite(quantity) || quantity < 1) return 0;
  return roundCents(category.price * quantity);
}

export interface Refusal {
  title: string;
  description: string;
}

export const CATEGORY_REQUIRED: Refusal = {
  title: 'Ticket category required',
  description: 'Please select a ticket category',
};

/**
 * The checks made when the form is sent (spec section 8): a category must be chosen and
 * still offered, and it must have enough tickets left. Null when the request may go ahead.
 */
export function ticketRefusal(
  category: TicketCategoryDto | undefined,
  quantity: number,
): Refusal | null {
  if (!category) return CATEGORY_REQUIRED;
  if (quantity > category.remaining) {
    return {
      title: 'Not enough tickets',
      description: `Only ${category.remaining} ${category.name} tickets available`,
    };
  }
  return null;
}
