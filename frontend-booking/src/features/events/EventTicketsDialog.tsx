import { usePrices, type Prices } from '@salone/host';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import type { EventDto, TicketCategoryDto } from '@salone/api-client/catalogue';
import { Dialog, RadioGroup, Select, theme } from '@salone/ui';
import {
  BookingForm,
  ContactFields,
  DialogActions,
  MOBILE_MONEY_PHONE,
  TotalBox,
} from '../../shared/bookingForm';
import { useTicketsForm } from './hooks/useTicketsForm';
import type { TicketsPrefill } from './ticketRules';

interface EventTicketsDialogProps {
  event: EventDto;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Values a trip plan's link fills in. */
  prefill?: TicketsPrefill;
}

/**
 * Ticket booking for one event (docs/product.md: entities, validation, constants). Closing it
 * clears the form.
 */
export function EventTicketsDialog({
  event,
  open,
  onOpenChange,
  prefill,
}: EventTicketsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Book Tickets"
      description={event.title}
      size="md"
    >
      <TicketsForm event={event} prefill={prefill} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface TicketsFormProps {
  event: EventDto;
  prefill?: TicketsPrefill;
  onDone(): void;
}

function TicketsForm({ event, prefill, onDone }: TicketsFormProps) {
  const prices = usePrices();
  const tickets = useTicketsForm(event, onDone, prefill);
  const {
    control,
    register,
    formState: { errors },
  } = tickets.form;
  return (
    <BookingForm noValidate onSubmit={tickets.submit}>
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
            options={event.ticketCategories.map((item) => categoryOption(item, prices))}
          />
        )}
      />
      <ContactFields register={register} errors={errors} phone={MOBILE_MONEY_PHONE} />
      <Select
        label="Number of tickets"
        options={tickets.quantityOptions}
        disabled={tickets.limit === 0}
        {...register('numberOfTickets')}
      />
      <TicketsTotal category={tickets.category} quantity={tickets.quantity} total={tickets.total} />
      <DialogActions
        onCancel={onDone}
        submitting={tickets.submitting}
        disabled={!tickets.category}
      />
    </BookingForm>
  );
}

/** A category as a choice: name and price, what it gives and what is left (or sold out). */
function categoryOption(item: TicketCategoryDto, prices: Prices) {
  return {
    value: item.name,
    label: `${item.name} — ${prices.price(item.price)}`,
    description:
      item.remaining > 0
        ? `${item.description} · ${item.remaining} available`
        : `${item.description} · Sold out`,
    disabled: item.remaining <= 0,
  };
}

interface TicketsTotalProps {
  category: TicketCategoryDto | undefined;
  quantity: number;
  total: number;
}

function TicketsTotal({ category, quantity, total }: TicketsTotalProps) {
  const prices = usePrices();
  return (
    <StyledTotal as="p" aria-live="polite">
      <span>Total</span>
      <strong>{prices.price(total)}</strong>
      {category && (
        <small>
          {quantity} × {prices.price(category.price)} ({category.name})
        </small>
      )}
    </StyledTotal>
  );
}

const StyledTotal = styled(TotalBox)`
  justify-content: flex-start;

  strong {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }

  small {
    flex-basis: 100%;
    color: ${theme.colors.textMuted};
  }
`;
