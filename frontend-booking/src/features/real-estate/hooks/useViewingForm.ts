import { useEffect } from 'react';
import { contactResolver } from '../../../shared/contactSchema';
import { useForm } from 'react-hook-form';
import { useAuth } from '@salone/api-client';
import { type PropertyDto } from '@salone/api-client/catalogue';
import { paymentDescriptions, quoteViewing, type ViewingPurpose } from '@salone/booking-rules';
import { toast } from '@salone/ui';
import { contactDefaults } from '../../../shared/bookingForm';
import { BOOKING_TEXTS } from '../../../shared/bookingTexts';
import { useBookingFlow } from '../../../shared/useBookingFlow';
import { viewingProblem } from '../propertyRules';
import { viewingSchema, type ViewingFormInput, type ViewingFormOutput } from '../viewingSchema';
import { useProblemText } from '../../../shared/problems';
import { useListingTexts } from '../useListingTexts';

/**
 * The state of the viewing form: its fields (a listing with one purpose has it chosen), the
 * account's name and e-mail once known, and sending it through the booking flow.
 */
export function useViewingForm(property: PropertyDto, onBooked: () => void, day?: string) {
  const { user } = useAuth();
  const { run, submitting } = useBookingFlow();
  const texts = useListingTexts();
  const problemText = useProblemText();
  const purposes = texts.purposeOptions(property);
  const form = useForm<ViewingFormInput, unknown, ViewingFormOutput>({
    resolver: contactResolver(viewingSchema, user),
    defaultValues: {
      ...contactDefaults(user),
      viewingDate: day ?? '',
      viewingTime: '',
      purpose: purposes.length === 1 ? purposes[0].value : '',
      specialRequests: '',
    },
  });
  const { getValues, setValue } = form;

  useEffect(() => {
    if (!user) return;
    if (!getValues('fullName') && !getValues('email')) {
      setValue('fullName', `${user.firstName} ${user.lastName}`.trim());
      setValue('email', user.email ?? '');
    }
  }, [user, getValues, setValue]);

  const book = async (values: ViewingFormOutput) => {
    const problem = viewingProblem(values, property);
    if (problem) {
      toast({
        variant: 'destructive',
        title: problemText(problem.title),
        description: problemText(problem.description),
      });
      return;
    }
    const purpose = values.purpose as ViewingPurpose;
    const result = await run({
      booking: {
        serviceType: 'real_estate',
        serviceId: property.id,
        customerName: values.fullName,
        customerEmail: values.email || undefined,
        customerPhone: values.phone,
        guests: 1,
        startDate: values.viewingDate,
        totalAmount: quoteViewing(),
        metadata: {
          viewingTime: values.viewingTime,
          purpose,
          ...(values.specialRequests ? { specialRequests: values.specialRequests } : {}),
        },
      },
      paymentDescription: paymentDescriptions.real_estate(property.title, purpose),
      texts: BOOKING_TEXTS.real_estate,
    });
    if (result) onBooked();
  };

  return { form, purposes, submit: form.handleSubmit(book), submitting };
}
