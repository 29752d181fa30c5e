import { contactResolver } from '../../../shared/contactSchema';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useAuth } from '@salone/api-client';
import { type EventDto } from '@salone/api-client/catalogue';
import {
  paymentDescriptions,
  quoteTickets,
  ticketChoiceLimit,
  TICKETS_PER_ACCOUNT,
  toCents,
  toDollars,
} from '@salone/booking-rules';
import { toast } from '@salone/ui';
import { contactDefaults } from '../../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../../shared/bookingTexts';
import { useBookingFlow } from '../../../shared/useBookingFlow';
import { eventStartDay } from '../eventFormat';
import {
  CATEGORY_REQUIRED,
  ticketLinesRefusal,
  type TicketLine,
  type TicketsPrefill,
} from '../ticketRules';
import { ticketsSchema, type TicketsFormValues } from '../ticketsSchema';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { useProblemText } from '../../../shared/problems';

/**
 * The state of the ticket form: the chosen category, the quantity's choices for what it has
 * left, the total, and sending it through the booking flow.
 */
export function useTicketsForm(event: EventDto, onBooked: () => void, prefill?: TicketsPrefill) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const t = useT(bookingMessages);
  const problem = useProblemText();
  const refuse = (refusal: { title: string; description: string }) =>
    toast({
      variant: 'destructive',
      title: problem(refusal.title),
      description: problem(refusal.description),
    });
  const form = useForm<TicketsFormValues>({
    resolver: contactResolver(ticketsSchema, user),
    mode: 'onTouched',
    defaultValues: {
      ticketCategory: prefill?.ticketCategory ?? '',
      ...contactDefaults(user),
      numberOfTickets: String(prefill?.numberOfTickets ?? 1),
      moreTickets: [],
    },
  });
  const more = useFieldArray({ control: form.control, name: 'moreTickets' });
  const [categoryName, quantityText, moreValues] = useWatch({
    control: form.control,
    name: ['ticketCategory', 'numberOfTickets', 'moreTickets'],
  });
  const byName = (name: string) => event.ticketCategories.find((item) => item.name === name);
  const quantity = Number(quantityText);
  const category = byName(categoryName);
  // Every line of the booking: the spec's category and number first, then the added ones.
  const lines: TicketLine[] = [
    { category, quantity },
    ...(moreValues ?? []).map((line) => ({
      category: byName(line.category),
      quantity: Number(line.quantity),
    })),
  ];
  const totalTickets = lines.reduce((sum, line) => sum + line.quantity, 0);

  /**
   * The quantities a line offers: what its category has left, and no more than one account may
   * hold with the other lines' tickets. A count chosen before stays visible (and is refused when
   * sent) rather than silently changing under the traveller.
   */
  const quantityChoices = (index: number) => {
    // A line just added may not be watched yet for one render.
    const line = lines[index] ?? { category: undefined, quantity: 0 };
    const others = totalTickets - (line.quantity || 0);
    const limit = Math.max(
      0,
      Math.min(
        line.category ? ticketChoiceLimit(line.category.remaining) : TICKETS_PER_ACCOUNT,
        TICKETS_PER_ACCOUNT - others,
      ),
    );
    const options = Array.from({ length: limit }, (_, i) => ({
      value: String(i + 1),
      label: String(i + 1),
    }));
    if (line.quantity > limit) {
      options.push({
        value: String(line.quantity),
        label: t('tickets.onlyLeft', { quantity: line.quantity, limit }),
      });
    }
    return { limit, options };
  };
  const first = quantityChoices(0);

  /** Categories a line may still choose: offered, with tickets left, not on another line. */
  const categoryChoices = (index: number) =>
    event.ticketCategories.filter(
      (item) =>
        item.remaining > 0 &&
        !lines.some((line, other) => other !== index && line.category?.name === item.name),
    );
  const canAddLine =
    category !== undefined &&
    totalTickets < TICKETS_PER_ACCOUNT &&
    categoryChoices(lines.length).length > 0;

  const send = async (values: TicketsFormValues) => {
    const chosen: TicketLine[] = [
      { category: byName(values.ticketCategory), quantity: Number(values.numberOfTickets) },
      ...values.moreTickets.map((line) => ({
        category: byName(line.category),
        quantity: Number(line.quantity),
      })),
    ];
    const refusal = ticketLinesRefusal(chosen);
    if (refusal) {
      refuse(refusal);
      return;
    }
    const count = chosen.reduce((sum, line) => sum + line.quantity, 0);
    const totalCents = chosen.reduce(
      (sum, line) => sum + toCents(quoteTickets(line.category!.price, line.quantity)),
      0,
    );
    const result = await run({
      booking: {
        serviceType: 'event',
        serviceId: event.id,
        customerName: values.fullName,
        customerEmail: values.email || undefined,
        customerPhone: values.phone,
        guests: count,
        startDate: eventStartDay(event.startDate),
        totalAmount: toDollars(totalCents),
        // One category keeps the spec's shape; several go as lines of one booking.
        metadata:
          chosen.length === 1
            ? { ticketCategory: chosen[0].category!.name }
            : {
                tickets: chosen.map((line) => ({
                  category: line.category!.name,
                  quantity: line.quantity,
                })),
              },
      },
      paymentDescription: paymentDescriptions.event(event.title, count),
      texts: BOOKING_TEXTS.event,
    });
    if (result) onBooked();
  };

  const refuseMissingCategory = (problems: FieldErrors<TicketsFormValues>) => {
    if (problems.ticketCategory || problems.moreTickets) refuse(CATEGORY_REQUIRED);
  };

  const addLine = () => {
    const [next] = categoryChoices(lines.length);
    if (next) more.append({ category: next.name, quantity: '1' });
  };

  const total = toDollars(
    lines.reduce(
      (sum, line) =>
        sum + (line.category ? toCents(quoteTickets(line.category.price, line.quantity)) : 0),
      0,
    ),
  );

  return {
    form,
    category,
    quantity,
    limit: first.limit,
    quantityOptions: first.options,
    /** The added lines (fields of `moreTickets`), their choices, adding and removing them. */
    moreLines: more.fields.map((field, index) => ({
      key: field.id,
      index,
      categories: categoryChoices(index + 1),
      quantityOptions: quantityChoices(index + 1).options,
    })),
    canAddLine,
    addLine,
    removeLine: more.remove,
    lines,
    total,
    submit: form.handleSubmit(send, refuseMissingCategory),
    submitting,
  };
}
