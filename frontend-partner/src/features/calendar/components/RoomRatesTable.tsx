import styled from 'styled-components';
import type { HotelAvailabilityDto } from '@salone/api-client/partner';
import { formatDate, formatUsd } from '@salone/format';
import { useT } from '@salone/i18n';
import { theme } from '@salone/ui';
import { partnerMessages } from '../../../i18n';

/**
 * Every room type of the hotel, night by night: the price a booking is charged and the units
 * left, with the minimum stay and the nights closed to arrival. It scrolls sideways on a
 * phone; the room type's name stays in view.
 */
export function RoomRatesTable({ hotel, title }: { hotel: HotelAvailabilityDto; title: string }) {
  const t = useT(partnerMessages);
  const nights = hotel.rooms[0]?.nights.map((night) => night.date) ?? [];
  if (hotel.rooms.length === 0 || nights.length === 0) return null;
  return (
    <StyledScroller role="region" aria-label={title} tabIndex={0}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rates.table.roomType')}</th>
            {nights.map((date) => (
              <th scope="col" key={date}>
                <abbr title={formatDate(date, { weekday: true })}>
                  {formatDate(date, { weekday: true }).split(' ').slice(0, 2).join(' ')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hotel.rooms.map((room) => (
            <tr key={room.roomId}>
              <th scope="row">{room.roomType}</th>
              {room.nights.map((night) => (
                <td key={night.date} className={night.weekend ? 'weekend' : undefined}>
                  <span className="price">{formatUsd(night.price)}</span>
                  <span>{t('rates.table.left', { count: night.vacant })}</span>
                  {night.minNights > 1 ? (
                    <span>{t('rates.table.minNights', { count: night.minNights })}</span>
                  ) : null}
                  {night.closedToArrival ? <span>{t('rates.table.noArrivals')}</span> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </StyledScroller>
  );
}

const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }

  table {
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
  }

  caption {
    text-align: left;
    padding: ${theme.space[3]}px;
    font-weight: ${theme.fontWeights.semibold};
  }

  th,
  td {
    border-top: 1px solid ${theme.colors.border};
    padding: ${theme.space[2]}px;
    white-space: nowrap;
    vertical-align: top;
  }

  tbody th,
  thead th:first-child {
    position: sticky;
    left: 0;
    background: ${theme.colors.surface};
    text-align: left;
  }

  td span {
    display: block;
  }

  .price {
    font-weight: ${theme.fontWeights.semibold};
  }

  .weekend {
    background: ${theme.colors.surfaceMuted};
  }

  abbr {
    text-decoration: none;
  }
`;
