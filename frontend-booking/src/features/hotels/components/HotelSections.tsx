import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { HotelDto, RoomDto } from '@salone/api-client/catalogue';
import { BedIcon, Button, MapPinIcon, theme } from '@salone/ui';
import { DetailCard, DetailHeader, MetaRow, MutedLine } from '../../../shared/detail';
import { PaymentOptions } from '../../../shared/PaymentOptions';
import type { StayDates } from '../stay';
import { RoomCard } from './RoomCard';
import { StarRating } from './StarRating';
import { StayDatesFields } from './StayDatesFields';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { MessageOnWhatsApp } from '../../../shared/MessageOnWhatsApp';

/** Name, stars, address and how many rooms. */
export function HotelHeader({ hotel }: { hotel: HotelDto }) {
  const t = useT(bookingMessages);
  return (
    <DetailHeader>
      <h1>{hotel.name}</h1>
      <StarRating stars={hotel.starRating} size={20} />
      <MetaRow>
        <li>
          <MapPinIcon size={18} />
          {hotel.address}
        </li>
        <li>
          <BedIcon size={18} />
          {t('hotel.rooms', { count: hotel.roomCount })}
        </li>
      </MetaRow>
    </DetailHeader>
  );
}

interface HotelRoomsProps {
  hotel: HotelDto;
  /** The date inputs as the visitor left them. */
  dates: StayDates;
  /** The dates the rooms' availability is for (both or none). */
  stay: Partial<StayDates>;
  /** Other dates are being asked about: the rooms shown are about to change. */
  updating: boolean;
  onDatesChange(patch: Partial<StayDates>): void;
  onBook(room?: RoomDto): void;
  onPrepare(): void;
}

/** The stay dates and each room with 'Book This Room', free or not for those dates. */
export function HotelRooms({ hotel, dates, stay, updating, ...actions }: HotelRoomsProps) {
  const t = useT(bookingMessages);
  return (
    <StyledRooms aria-labelledby="hotel-rooms-title" aria-busy={updating}>
      <StyledRoomsHeader>
        <h2 id="hotel-rooms-title">{t('hotel.availableRooms')}</h2>
        <p>
          {t(stay.checkIn ? 'hotel.roomTypesForDates' : 'hotel.roomTypes', {
            count: hotel.roomCount,
          })}
        </p>
      </StyledRoomsHeader>
      <StyledDates aria-label={t('hotel.yourStay')}>
        <StayDatesFields
          checkIn={dates.checkIn}
          checkOut={dates.checkOut}
          onChange={actions.onDatesChange}
        />
      </StyledDates>
      {hotel.rooms.length === 0 ? (
        <p>{t('hotel.noRooms')}</p>
      ) : (
        <StyledRoomList>
          {hotel.rooms.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} onBook={actions.onBook} onPrepare={actions.onPrepare} />
            </li>
          ))}
        </StyledRoomList>
      )}
    </StyledRooms>
  );
}

interface HotelReserveProps {
  hotel: HotelDto;
  onBook(): void;
  onPrepare(): void;
}

/** The lowest nightly price, 'Book Now' (floating on small screens) and how to pay. */
export function HotelReserve({ hotel, onBook, onPrepare }: HotelReserveProps) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <StyledSidebar>
      <DetailCard title={t('hotel.reserve')}>
        {hotel.lowestRoomPrice !== null && (
          <StyledFrom>
            {t('hotel.startingFrom', { price: prices.price(hotel.lowestRoomPrice) })}
          </StyledFrom>
        )}
        <MutedLine>{t('hotel.secure')}</MutedLine>
        <StyledBookNow
          type="button"
          size="lg"
          onPointerEnter={onPrepare}
          onFocus={onPrepare}
          onClick={onBook}
        >
          {t('hotel.bookNow')}
        </StyledBookNow>
        <MessageOnWhatsApp number={hotel.whatsapp} listingName={hotel.name} />
      </DetailCard>
      <PaymentOptions />
    </StyledSidebar>
  );
}

const StyledRooms = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;

  &[aria-busy='true'] ul {
    opacity: 0.6;
  }
`;

const StyledRoomsHeader = styled.div`
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }

  p {
    margin: ${theme.space[1]}px 0 0;
    color: ${theme.colors.textMuted};
  }
`;

const StyledDates = styled.div.attrs({ role: 'group' })`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr auto;
    align-items: start;
  }
`;

const StyledRoomList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSidebar = styled.aside`
  ${theme.media.lg} {
    position: sticky;
    top: ${theme.space[5]}px;
  }
`;

const StyledFrom = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

/** Floats at the bottom right on phones and tablets; sits in the sidebar card on wide screens. */
const StyledBookNow = styled(Button)`
  position: fixed;
  right: max(${theme.space[4]}px, env(safe-area-inset-right));
  bottom: max(${theme.space[4]}px, env(safe-area-inset-bottom));
  z-index: ${theme.zIndices.header};
  box-shadow: ${theme.shadows.lg};

  ${theme.media.lg} {
    position: static;
    width: 100%;
    box-shadow: none;
  }
`;
