import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useAuth, type EventDto } from '@salone/api-client';
import {
  MAX_TICKETS,
  paymentDescriptions,
  quoteTickets,
  ticketQuantityLimit,
} from '@salone/booking-rules';
import { Dialog, RadioGroup, Select, toast } from '@salone/ui';
import { formatUsd } from '@salone/format';
import {
  BookingForm,
  ContactFields,
  contactDefaults,
  DialogActions,
  MOBILE_MONEY_PHONE,
  TotalBox,
} from '../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../shared/bookingTexts';
import { contactShape } from '../../shared/contactSchema';
import { useBookingFlow } from '../../shared/useBookingFlow';
import { eventStartDay } from './eventFormat';
import { CATEGORY_REQUIRED, ticketRefusal } from './ticketRules';

const schema = z.object({
  ticketCategory: z.string().min(1, 'Ticket category is required'),
  ...contactShape,
  numberOfTickets: z.string().regex(/^\d+$/),
});

type TicketForm = z.infer<typeof schema>;

interface EventTicketsDialogProps {
  event: EventDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Ticket booking for one event (docs/product.md: entities, validation, constants). Closing it
 * clears the form.
 */
export function EventTicketsDialog({ event, open, onOpenChange }: EventTicketsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Book Tickets"
      description={event.title}
      size="md"
    >
      <TicketsForm event={event} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function TicketsForm({ event, onDone }: { event: EventDto; onDone(): void }) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TicketForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      ticketCategory: '',
      ...contactDefaults(user),
      numberOfTickets: '1',
    },
  });

  const categoryName = useWatch({ control, name: 'ticketCategory' });
  const quantityText = useWatch({ control, name: 'numberOfTickets' });
  const quantity = Number(quantityText);
  const category = event.ticketCategories.find((item) => item.name === categoryName);
  const limit = category ? ticketQuantityLimit(category.remaining) : MAX_TICKETS;
  const total = category ? quoteTickets(category.price, quantity) : 0;

  const quantityOptions = Array.from({ length: limit }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
  // A count chosen for another category stays visible (and is refused when sent) rather
  // than silently changing under the traveller.
  if (quantity > limit) {
    quantityOptions.push({ value: String(quantity), label: `${quantity} (only ${limit} left)` });
  }

  const send = async (values: TicketForm) => {
    const chosen = event.ticketCategories.find((item) => item.name === values.ticketCategory);
    const count = Number(values.numberOfTickets);
    const refusal = ticketRefusal(chosen, count);
    if (refusal || !chosen) {
      toast({ variant: 'destructive', ...(refusal ?? CATEGORY_REQUIRED) });
      return;
    }
    const result = await run({
      booking: {
        serviceType: 'event',
        serviceId: event.id,
        customerName: values.fullName,
        customerEmail: values.email,
        customerPhone: values.phone,
        guests: count,
        startDate: eventStartDay(event.startDate),
        totalAmount: quoteTickets(chosen.price, count),
        metadata: {
          ticketCategory: chosen.name,
          ticketPrice: chosen.price,
          eventTitle: event.title,
        },
      },
      paymentDescription: paymentDescriptions.event(event.title, count),
      texts: BOOKING_TEXTS.event,
    });
    if (result) onDone();
  };

  const refuseMissingCategory = (problems: typeof errors) => {
    if (problems.ticketCategory) {
      toast({ variant: 'destructive', ...CATEGORY_REQUIRED });
    }
  };

  return (
    <BookingForm noValidate onSubmit={handleSubmit(send, refuseMissingCategory)}>
      <Controller
        control={control}
        name="ticketCategory"
        render={({ field }) => (
          <RadioGroup
            legend="Ticket category"
            name={field.name}
            ref={field.ref}
            required
            value={field.value}
            onChange={field.onChange}
            error={errors.ticketCategory?.message}
            options={event.ticketCategories.map((item) => ({
              value: item.name,
              label: `${item.name} — ${formatUsd(item.price)}`,
              description:
                item.remaining > 0
                  ? `${item.description} · ${item.remaining} available`
                  : `${item.description} · Sold out`,
              disabled: item.remaining <= 0,
            }))}
          />
        )}
      />
      <ContactFields register={register} errors={errors} phone={MOBILE_MONEY_PHONE} />
      <Select
        label="Number of tickets"
        options={quantityOptions}
        disabled={limit === 0}
        {...register('numberOfTickets')}
      />
      <StyledTotal as="p" aria-live="polite">
        <span>Total</span>
        <strong>{formatUsd(total)}</strong>
        {category && (
          <small>
            {quantity} × {formatUsd(category.price)} ({category.name})
          </small>
        )}
      </StyledTotal>
      <DialogActions onCancel={onDone} submitting={submitting} disabled={!category} />
    </BookingForm>
  );
}

const StyledTotal = styled(TotalBox)`
  justify-content: flex-start;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }

  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
