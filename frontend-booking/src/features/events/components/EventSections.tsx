import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { EventDto } from '@salone/api-client/catalogue';
import { formatNumber } from '@salone/format';
import { Badge, theme } from '@salone/ui';
import { CheckList, ContactLinks, DetailCard, FactList } from '../../../shared/detail';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

/** The cards of the event detail page (docs/product.md, screens); server data only. */

export function EventSchedule({ event }: { event: EventDto }) {
  const t = useT(bookingMessages);
  if (!(event.schedule?.length > 0)) return null;
  return (
    <DetailCard title={t('event.schedule')}>
      <StyledSchedule>
        {event.schedule.map((item) => (
          <li key={`${item.time}-${item.title}`}>
            <time>{item.time}</time>
            <div>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </StyledSchedule>
    </DetailCard>
  );
}

export function EventInclusions({ event }: { event: EventDto }) {
  const t = useT(bookingMessages);
  if (!(event.included?.length > 0 || event.excluded?.length > 0)) return null;
  return (
    <DetailCard title={t('event.whatsIncluded')}>
      <StyledColumns>
        {event.included?.length > 0 && (
          <div>
            <h3>{t('event.included')}</h3>
            <CheckList items={event.included} />
          </div>
        )}
        {event.excluded?.length > 0 && (
          <div>
            <h3>{t('event.notIncluded')}</h3>
            <CheckList items={event.excluded} crossed />
          </div>
        )}
      </StyledColumns>
    </DetailCard>
  );
}

/** Each category with its price and what is left of it. */
export function EventTicketOptions({ event }: { event: EventDto }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <DetailCard title={t('event.ticketOptions')}>
      <StyledTickets>
        {event.ticketCategories.map((category) => (
          <li key={category.id}>
            <div>
              <h3>{category.name}</h3>
              <p>{category.description}</p>
            </div>
            <div>
              <strong>{prices.price(category.price)}</strong>
              {category.remaining > 0 ? (
                <StyledRemaining>
                  {t('event.remainingOf', {
                    remaining: category.remaining,
                    quantity: category.quantity,
                  })}
                </StyledRemaining>
              ) : (
                <Badge tone="danger">{t('common.soldOut')}</Badge>
              )}
            </div>
          </li>
        ))}
      </StyledTickets>
    </DetailCard>
  );
}

export function EventVenue({ event }: { event: EventDto }) {
  const t = useT(bookingMessages);
  if (!event.venue) return null;
  return (
    <DetailCard title={t('event.venue')}>
      <h3>{event.venue.name}</h3>
      <FactList
        facts={[
          [t('event.address'), event.venue.address],
          [
            t('event.venueCapacity'),
            t('event.people', { people: formatNumber(event.venue.capacity) }),
          ],
          event.venue.facilities.length > 0 && [
            t('event.facilities'),
            event.venue.facilities.join(', '),
          ],
          [t('event.gettingThere'), event.venue.directions],
        ]}
      />
    </DetailCard>
  );
}

export function EventOrganizer({ event }: { event: EventDto }) {
  const t = useT(bookingMessages);
  if (!event.organizer) return null;
  return (
    <DetailCard title={t('event.organizer')}>
      <h3>{event.organizer.name}</h3>
      <p>{event.organizer.description}</p>
      <ContactLinks
        phone={event.organizer.phone}
        email={event.organizer.email}
        website={event.organizer.website}
      />
    </DetailCard>
  );
}

const StyledSchedule = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;

  li {
    display: grid;
    grid-template-columns: 64px 1fr;
    gap: ${theme.space[3]}px;
  }

  time {
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.primary};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));

  h3 {
    margin: 0 0 ${theme.space[2]}px;
    font-size: ${theme.fontSizes.md};
  }
`;

const StyledTickets = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space[3]}px;
    padding: ${theme.space[3]}px 0;
    border-bottom: 1px solid ${theme.colors.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }

  li > div:last-child {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${theme.space[1]}px;
    text-align: right;
    white-space: nowrap;
  }

  strong {
    font-size: ${theme.fontSizes.lg};
  }
`;

const StyledRemaining = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
