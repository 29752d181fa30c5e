import type { BookingDto } from '@salone/api-client/bookings';
import { useT } from '@salone/i18n';
import { accountMessages } from '../../../i18n';
import { bookingFacts } from '../bookingText';

/** The facts that matter for the booking's kind (room type, ticket category, pickup…), as rows of a `<dl>`. */
export function KindFacts({ booking }: { booking: BookingDto }) {
  const t = useT(accountMessages);
  return (
    <>
      {bookingFacts(booking, t).map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </>
  );
}
