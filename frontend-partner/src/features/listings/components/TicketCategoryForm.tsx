import type { UseFormReturn } from 'react-hook-form';
import { useT } from '@salone/i18n';
import { partnerMessages } from '../../../i18n';
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
          label: 'ticketForm.name',
          hint: 'ticketForm.nameHint',
          required: true,
          maxLength: 40,
        },
        { field: 'price', label: 'ticketForm.price', inputMode: 'decimal', required: true },
        {
          field: 'quantity',
          label: 'ticketForm.quantity',
          inputMode: 'numeric',
          required: true,
          ...(sold > 0
            ? { hint: 'ticketForm.quantityHint', hintValues: { sold: String(sold) } }
            : {}),
        },
      ],
    },
    { field: 'description', label: 'ticketForm.description', required: true, maxLength: 200 },
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
  const t = useT(partnerMessages);
  const notBelowSold = (
    values: TicketCategoryValues,
    form: UseFormReturn<TicketCategoryValues>,
  ) => {
    if (Number(values.quantity) >= sold) return true;
    form.setError(
      'quantity',
      { message: t('ticketForm.belowSold', { sold: String(sold) }) },
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
