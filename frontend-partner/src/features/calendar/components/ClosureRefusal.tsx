import styled from 'styled-components';
import { isApiError, skipToken } from '@salone/api-client';
import { useListOperatorBookingsQuery } from '@salone/api-client/partner';
import { Link } from '@salone/router';
import { useT } from '@salone/i18n';
import { Button, theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { StyledNotice } from '../../../shared/layout';

/** A closure refused because live bookings fall inside it: the server's words and the bookings. */
export interface Refusal {
  message: string;
  bookings: { reference: string; text: string }[];
}

/**
 * The refusal in a failed closure's answer (409 with `details`), or null for another failure;
 * `fallback` is its message when the server gives none.
 */
export function refusalOf(error: unknown, fallback: string): Refusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const details = (error.data as { details?: unknown } | undefined)?.details;
  const bookings = Array.isArray(details)
    ? details
        .filter(
          (entry): entry is { field: string; message: string } =>
            typeof entry?.field === 'string' && typeof entry?.message === 'string',
        )
        .map((entry) => ({ reference: entry.field, text: entry.message }))
    : [];
  return { message: error.serverMessage ?? fallback, bookings };
}

/**
 * Names the bookings in the way of a closure, each a link to its page: found among the month's
 * bookings already loaded (`known`), else looked up by its reference.
 */
export function ClosureRefusal({
  refusal,
  orgId,
  known,
  onDismiss,
}: {
  refusal: Refusal;
  orgId: number;
  known: Map<string, string>;
  onDismiss(): void;
}) {
  const t = useT(partnerMessages);
  return (
    <StyledNotice $tone="danger" role="alert" aria-labelledby="closure-refused">
      <h2 id="closure-refused">{t('calendar.refusal.title')}</h2>
      <p>{refusal.message}</p>
      {refusal.bookings.length > 0 ? (
        <StyledList aria-label={t('calendar.refusal.bookings')}>
          {refusal.bookings.map((booking) => (
            <li key={booking.reference}>
              <BookingReference
                orgId={orgId}
                reference={booking.reference}
                knownId={known.get(booking.reference)}
              />{' '}
              <span>{booking.text}</span>
            </li>
          ))}
        </StyledList>
      ) : null}
      <Button type="button" variant="outline" size="sm" onClick={onDismiss}>
        {t('calendar.refusal.dismiss')}
      </Button>
    </StyledNotice>
  );
}

function BookingReference({
  orgId,
  reference,
  knownId,
}: {
  orgId: number;
  reference: string;
  knownId?: string;
}) {
  const search = useListOperatorBookingsQuery(
    knownId ? skipToken : { orgId, search: reference, limit: 5 },
  );
  const id = knownId ?? search.data?.items.find((booking) => booking.reference === reference)?.id;
  return id ? (
    <Link to={`/partner/bookings/${id}`}>{reference}</Link>
  ) : (
    <strong>{reference}</strong>
  );
}

const StyledList = styled.ul`
  margin: 0 0 ${theme.space[3]}px;
  padding-left: ${theme.space[5]}px;

  li + li {
    margin-top: ${theme.space[1]}px;
  }

  a {
    font-weight: ${theme.fontWeights.semibold};
  }
`;
