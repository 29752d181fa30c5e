import { z } from 'zod';
import { contactShape } from '../../shared/contactSchema';

/**
 * The ticket form (docs/product.md, validation). The quantity against what the category has
 * left is checked at submit, with the 'Not enough tickets' toast.
 */
export const ticketsSchema = z.object({
  ticketCategory: z.string().min(1, 'Ticket category is required'),
  ...contactShape,
  numberOfTickets: z.string().regex(/^\d+$/),
  /** Tickets of other categories in the same booking, one line per category. */
  moreTickets: z.array(
    z.object({
      category: z.string().min(1, 'Ticket category is required'),
      quantity: z.string().regex(/^\d+$/),
    }),
  ),
});

export type TicketsFormValues = z.infer<typeof ticketsSchema>;
