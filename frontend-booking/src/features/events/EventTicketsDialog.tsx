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
import { useT, type Translate } from '@salone/i18n';
import { bookingMessages, type BookingKey } from '../../i18n';
import { useProblemText } from '../../shared/problems';
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
  const t = useT(bookingMessages);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tickets.title')}
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
  const t = useT(bookingMessages);
  const problem = useProblemText();
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
            legend={t('tickets.category')}
            name={field.name}
            ref={field.ref}
            required
            value={field.value}
            onChange={field.onChange}
            error={problem(errors.ticketCategory?.message)}
            options={event.ticketCategories.map((item) => categoryOption(item, t, prices))}
          />
        )}
      />
      <ContactFields register={register} errors={errors} phone={MOBILE_MONEY_PHONE} />
      <Select
        label={t('tickets.number')}
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
function categoryOption(item: TicketCategoryDto, t: Translate<BookingKey>, prices: Prices) {
  return {
    value: item.name,
    label: t('tickets.option', { name: item.name, price: prices.price(item.price) }),
    description:
      item.remaining > 0
        ? t('tickets.available', { description: item.description, remaining: item.remaining })
        : t('tickets.soldOut', { description: item.description }),
    disabled: item.remaining <= 0,
  };
}

interface TicketsTotalProps {
  category: TicketCategoryDto | undefined;
  quantity: number;
  total: number;
}

function TicketsTotal({ category, quantity, total }: TicketsTotalProps) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <StyledTotal as="p" aria-live="polite">
      <span>{t('common.total')}</span>
      <strong>{prices.price(total)}</strong>
      {category && (
        <small>
          {t('tickets.line', {
            quantity,
            price: prices.price(category.price),
            name: category.name,
          })}
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
