import type { UseFormReturn } from 'react-hook-form';
import type { FormLayout } from '../kinds/formLayout';
import { ticketCategorySchema, type TicketCategoryValues } from '../kinds/ticketCategory';
import { PartForm, type PartFormProps } from './PartForm';

/** The fields, with how many tickets are already sold or held under the quantity. */
function ticketLayout(sold: number): FormLayout<TicketCategoryValues> {
  return [
    {
      row: [
        {
          field: 'name',
          label: 'Ticket name',
          hint: 'e.g. Standard, VIP',
          required: true,
          maxLength: 40,
        },
        { field: 'price', label: 'Ticket price (US$)', inputMode: 'decimal', required: true },
        {
          field: 'quantity',
          label: 'Tickets on offer',
          inputMode: 'numeric',
          required: true,
          hint: sold > 0 ? `${sold} sold or held` : undefined,
        },
      ],
    },
    { field: 'description', label: 'What the ticket includes', required: true, maxLength: 200 },
  ];
}

/** A ticket category's fields: added with 'Add ticket category', changed with 'Save'. */
export function TicketCategoryForm({
  sold,
  ...props
}: PartFormProps<TicketCategoryValues> & {
  /** Tickets sold or held: the quantity cannot go below. */
  sold: number;
}) {
  const notBelowSold = (
    values: TicketCategoryValues,
    form: UseFormReturn<TicketCategoryValues>,
  ) => {
    if (Number(values.quantity) >= sold) return true;
    form.setError(
      'quantity',
      { message: `Quantity cannot be below the ${sold} tickets already sold or held` },
      { shouldFocus: true },
    );
    return false;
  };
  return (
    <PartForm
      {...props}
      schema={ticketCategorySchema}
      layout={ticketLayout(sold)}
      check={notBelowSold}
      placeRefusal={placeConflict}
    />
  );
}

/** The server's conflicts name no field; these two belong to the quantity and the name. */
function placeConflict(error: unknown, form: UseFormReturn<TicketCategoryValues>): void {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  if (typeof message !== 'string') return;
  if (message.startsWith('Quantity cannot be below')) form.setError('quantity', { message });
  if (message.includes('ticket category with this name')) form.setError('name', { message });
}
