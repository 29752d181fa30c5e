import { usePrices } from '@salone/host';
import { useId } from 'react';
import styled from 'styled-components';
import type { RoomDto } from '@salone/api-client/catalogue';
import { Badge, Button, Photo, UsersIcon, type BadgeTone, theme } from '@salone/ui';
import { AmenityList } from './Amenities';
import { useT } from '@salone/i18n';
import { bookingMessages, type BookingKey } from '../../../i18n';

/** Whether a room can be booked: on sale, and free for the chosen dates when there are any. */
export function isRoomBookable(room: RoomDto): boolean {
  return room.isAvailable && room.availableForDates !== false;
}

function roomStatus(room: RoomDto): { text: BookingKey; tone: BadgeTone } {
  if (!room.isAvailable) return { text: 'room.notAvailable', tone: 'danger' };
  if (room.availableForDates === false) return { text: 'room.bookedForDates', tone: 'danger' };
  if (room.availableForDates === true) return { text: 'room.freeForDates', tone: 'success' };
  return { text: 'room.available', tone: 'success' };
}

interface RoomCardProps {
  room: RoomDto;
  onBook(room: RoomDto): void;
  /** Called when the visitor is about to book (hover, focus): a chance to load the form. */
  onPrepare?(): void;
}

/** A room of the hotel detail page with its own booking button. */
export function RoomCard({ room, onBook, onPrepare }: RoomCardProps) {
  const prices = usePrices();
  const titleId = useId();
  const status = roomStatus(room);
  const t = useT(bookingMessages);
  return (
    <StyledRoom aria-labelledby={titleId}>
      {room.images[0] && (
        <StyledImage
          src={room.images[0]}
          alt=""
          sizes="(min-width: 768px) 240px, 100vw"
          width={320}
          height={200}
        />
      )}
      <StyledBody>
        <StyledHeading>
          <h3 id={titleId}>{room.roomType}</h3>
          <Badge tone={status.tone}>{t(status.text)}</Badge>
        </StyledHeading>
        <StyledFacts>
          <span>
            <UsersIcon size={16} />
            {t('room.upTo', { count: room.capacity })}
          </span>
          {/* With dates: a night of that stay by the room type's calendar (its average). */}
          <StyledPrice>
            {t('room.perNight', { price: prices.price(room.priceForDates ?? room.price) })}
          </StyledPrice>
          {room.minNightsForDates && room.minNightsForDates > 1 ? (
            <span>{t('room.minimumStay', { count: room.minNightsForDates })}</span>
          ) : null}
        </StyledFacts>
        {room.description && <StyledDescription>{room.description}</StyledDescription>}
        <AmenityList
          amenities={room.amenities}
          label={t('room.amenities', { room: room.roomType })}
        />
        <div>
          <Button
            type="button"
            disabled={!isRoomBookable(room)}
            aria-describedby={titleId}
            onPointerEnter={onPrepare}
            onFocus={onPrepare}
            onClick={() => onBook(room)}
          >
            {t('room.book')}
          </Button>
        </div>
      </StyledBody>
    </StyledRoom>
  );
}

const StyledRoom = styled.article`
  display: grid;
  grid-template-columns: 1fr;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};

  ${theme.media.md} {
    grid-template-columns: 240px 1fr;
  }
`;

const StyledImage = styled(Photo)`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 160px;
  max-height: 220px;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};

  ${theme.media.md} {
    max-height: none;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]}px;

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]}px;
  margin: 0;

  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]}px;
    color: ${theme.colors.textMuted};
  }
`;

const StyledPrice = styled.strong`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.primary};
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
