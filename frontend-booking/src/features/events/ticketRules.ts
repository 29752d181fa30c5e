import type { TicketCategoryDto } from '@salone/api-client/catalogue';
import { MAX_TICKETS } from '@salone/booking-rules';
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
