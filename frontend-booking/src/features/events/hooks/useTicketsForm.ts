import { contactResolver } from '../../../shared/contactSchema';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useAuth } from '@salone/api-client';
import { type EventDto } from '@salone/api-client/catalogue';
import {
  paymentDescriptions,
  quoteTickets,
  ticketChoiceLimit,
  TICKETS_PER_ACCOUNT,
} from '@salone/booking-rules';
import { toast } from '@salone/ui';
import { contactDefaults } from '../../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../../shared/bookingTexts';
import { useBookingFlow } from '../../../shared/useBookingFlow';
import { eventStartDay } from '../eventFormat';
import { CATEGORY_REQUIRED, ticketRefusal, type TicketsPrefill } from '../ticketRules';
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
    },
  });
  const [categoryName, quantityText] = useWatch({
    control: form.control,
    name: ['ticketCategory', 'numberOfTickets'],
  });
  const quantity = Number(quantityText);
  const category = event.ticketCategories.find((item) => item.name === categoryName);
  const limit = category ? ticketChoiceLimit(category.remaining) : TICKETS_PER_ACCOUNT;
  const quantityOptions = Array.from({ length: limit }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
  // A count chosen for another category stays visible (and is refused when sent) rather
  // than silently changing under the traveller.
  if (quantity > limit) {
    quantityOptions.push({
      value: String(quantity),
      label: t('tickets.onlyLeft', { quantity, limit }),
    });
  }

  const send = async (values: TicketsFormValues) => {
    const chosen = event.ticketCategories.find((item) => item.name === values.ticketCategory);
    const count = Number(values.numberOfTickets);
    const refusal = ticketRefusal(chosen, count);
    if (refusal || !chosen) {
      refuse(refusal ?? CATEGORY_REQUIRED);
      return;
    }
    const result = await run({
      booking: {
        serviceType: 'event',
        serviceId: event.id,
        customerName: values.fullName,
        customerEmail: values.email || undefined,
        customerPhone: values.phone,
        guests: count,
        startDate: eventStartDay(event.startDate),
        totalAmount: quoteTickets(chosen.price, count),
        metadata: { ticketCategory: chosen.name },
      },
      paymentDescription: paymentDescriptions.event(event.title, count),
      texts: BOOKING_TEXTS.event,
    });
    if (result) onBooked();
  };

  const refuseMissingCategory = (problems: FieldErrors<TicketsFormValues>) => {
    if (problems.ticketCategory) refuse(CATEGORY_REQUIRED);
  };

  return {
    form,
    category,
    quantity,
    limit,
    quantityOptions,
    total: category ? quoteTickets(category.price, quantity) : 0,
    submit: form.handleSubmit(send, refuseMissingCategory),
    submitting,
  };
}
