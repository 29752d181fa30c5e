import type { BookingDto } from '@salone/api-client/bookings';
import { bookingFacts } from '../bookingText';

/** The facts that matter for the booking's kind (room type, ticket category, pickup…), as rows of a `<dl>`. */
export function KindFacts({ booking }: { booking: BookingDto }) {
  return (
    <>
      {bookingFacts(booking).map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </>
  );
}
