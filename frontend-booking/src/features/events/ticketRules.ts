import type { TicketCategoryDto } from '@salone/api-client/catalogue';
import { MAX_TICKETS, TICKETS_PER_ACCOUNT } from '@salone/booking-rules';
import { linkNumber, type PlanLinkValues } from '../../shared/planBookingLink';

export interface Refusal {
  title: string;
  description: string;
}

export const CATEGORY_REQUIRED: Refusal = {
  title: 'Ticket category required',
  description: 'Please select a ticket category',
};

/**
 * The checks made when the form is sent (docs/product.md, errors): a category must be chosen and
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

export const TOO_MANY_TICKETS: Refusal = {
  title: 'Too many tickets',
  description: `One account may hold at most ${TICKETS_PER_ACCOUNT} tickets for one event`,
};

/** Tickets of one category in the form: the category (when still offered) and how many. */
export interface TicketLine {
  category: TicketCategoryDto | undefined;
  quantity: number;
}

/**
 * The checks of a booking of one or several categories, line by line, then their total against
 * what one account may hold. Null when the request may go ahead.
 */
export function ticketLinesRefusal(lines: readonly TicketLine[]): Refusal | null {
  for (const line of lines) {
    const refusal = ticketRefusal(line.category, line.quantity);
    if (refusal) return refusal;
  }
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  return total > TICKETS_PER_ACCOUNT ? TOO_MANY_TICKETS : null;
}

/** What a trip plan's link fills in on the ticket form. */
export interface TicketsPrefill {
  ticketCategory?: string;
  numberOfTickets?: number;
}

/**
 * The form's values from a plan's link (`tickets`, `category`): the category only when the
 * event still offers it, and a count within the form's bounds.
 */
export function ticketsPrefillOf(
  values: PlanLinkValues<'tickets' | 'category'>,
  categories: readonly TicketCategoryDto[],
): TicketsPrefill {
  const category = categories.find((item) => item.name === values.category);
  return {
    ticketCategory: category?.name,
    numberOfTickets: linkNumber(values.tickets, 1, MAX_TICKETS),
  };
}
