import { usePrices, type Prices } from '@salone/host';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import type { EventDto, TicketCategoryDto } from '@salone/api-client/catalogue';
import { Button, Dialog, RadioGroup, Select, theme } from '@salone/ui';
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
import type { TicketLine, TicketsPrefill } from './ticketRules';

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
      {tickets.moreLines.map((line) => (
        <StyledLine key={line.key} aria-label={t('tickets.lineLabel', { line: line.index + 2 })}>
          <Select
            label={t('tickets.lineCategory', { line: line.index + 2 })}
            options={line.categories.map((item) => ({
              value: item.name,
              label: t('tickets.option', { name: item.name, price: prices.price(item.price) }),
            }))}
            {...register(`moreTickets.${line.index}.category`)}
          />
          <Select
            label={t('tickets.lineNumber', { line: line.index + 2 })}
            options={line.quantityOptions}
            {...register(`moreTickets.${line.index}.quantity`)}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => tickets.removeLine(line.index)}
          >
            {t('tickets.removeLine', { line: line.index + 2 })}
          </Button>
        </StyledLine>
      ))}
      {tickets.canAddLine ? (
        <StyledAdd>
          <Button type="button" variant="outline" size="sm" onClick={tickets.addLine}>
            {t('tickets.addCategory')}
          </Button>
        </StyledAdd>
      ) : null}
      <TicketsTotal lines={tickets.lines} total={tickets.total} />
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
  lines: readonly TicketLine[];
  total: number;
}

/** The total, and what it is made of: one line per category chosen. */
function TicketsTotal({ lines, total }: TicketsTotalProps) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <StyledTotal as="p" aria-live="polite">
      <span>{t('common.total')}</span>
      <strong>{prices.price(total)}</strong>
      {lines.map(({ category, quantity }, index) =>
        category ? (
          <small key={`${category.name}-${index}`}>
            {t('tickets.line', {
              quantity,
              price: prices.price(category.price),
              name: category.name,
            })}
          </small>
        ) : null,
      )}
    </StyledTotal>
  );
}

const StyledLine = styled.fieldset`
  display: grid;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: ${theme.space[3]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  > button {
    justify-self: start;
  }
`;

const StyledAdd = styled.div`
  display: flex;
`;

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
