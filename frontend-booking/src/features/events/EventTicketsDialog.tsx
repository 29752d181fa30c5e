import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import styled from 'styled-components';
import { useAuth, type EventDto } from '@salone/api-client';
import { Button, Dialog, RadioGroup, Select, TextField, toast } from '@salone/ui';
import { BOOKING_TEXTS, FIELD_MESSAGES, PAYMENT_DESCRIPTIONS } from '../../shared/bookingTexts';
import { formatUsd } from '../../shared/format';
import { useBookingFlow } from '../../shared/useBookingFlow';
import { eventStartDay } from './eventFormat';
import { CATEGORY_REQUIRED, ticketQuantityLimit, ticketRefusal, ticketTotal } from './ticketRules';

const schema = z.object({
  ticketCategory: z.string().min(1, 'Ticket category is required'),
  fullName: z.string().trim().min(2, FIELD_MESSAGES.fullName),
  email: z.string().trim().pipe(z.email(FIELD_MESSAGES.email)),
  phone: z.string().trim().min(10, FIELD_MESSAGES.phone),
  numberOfTickets: z.string().regex(/^\d+$/),
});

type TicketForm = z.infer<typeof schema>;

interface EventTicketsDialogProps {
  event: EventDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Ticket booking for one event (spec sections 3, 5 and 7). Closing it clears the form. */
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
      fullName: user ? `${user.firstName} ${user.lastName}` : '',
      email: user?.email ?? '',
      phone: '',
      numberOfTickets: '1',
    },
  });

  const categoryName = useWatch({ control, name: 'ticketCategory' });
  const quantityText = useWatch({ control, name: 'numberOfTickets' });
  const quantity = Number(quantityText);
  const category = event.ticketCategories.find((item) => item.name === categoryName);
  const limit = ticketQuantityLimit(category);
  const total = ticketTotal(category, quantity);

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
        totalAmount: ticketTotal(chosen, count),
        metadata: {
          ticketCategory: chosen.name,
          ticketPrice: chosen.price,
          eventTitle: event.title,
        },
      },
      paymentDescription: PAYMENT_DESCRIPTIONS.event(event.title, count),
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
    <StyledForm noValidate onSubmit={handleSubmit(send, refuseMissingCategory)}>
      <Controller
        control={control}
        name="ticketCategory"
        render={({ field }) => (
          <RadioGroup
            legend="Ticket category"
            name={field.name}
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
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        {...register('fullName')}
        error={errors.fullName?.message}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint="The mobile-money number that will pay"
        {...register('phone')}
        error={errors.phone?.message}
      />
      <Select
        label="Number of tickets"
        options={quantityOptions}
        disabled={limit === 0}
        {...register('numberOfTickets')}
      />
      <StyledTotal aria-live="polite">
        <span>Total</span>
        <strong>{formatUsd(total)}</strong>
        {category && (
          <small>
            {quantity} × {formatUsd(category.price)} ({category.name})
          </small>
        )}
      </StyledTotal>
      <StyledActions>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!category || submitting}>
          {submitting ? 'Booking...' : 'Confirm Booking'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const StyledTotal = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }

  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;
