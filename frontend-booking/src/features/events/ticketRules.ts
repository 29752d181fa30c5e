import type { TicketCategoryDto } from '@salone/api-client';

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
