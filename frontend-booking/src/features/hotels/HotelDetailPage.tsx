import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { useGetHotelQuery, type HotelDto, type RoomDto } from '@salone/api-client';
import {
  BedIcon,
  Button,
  CenteredSpinner,
  Container,
  Dialog,
  Gallery,
  MapPinIcon,
  useSeo,
} from '@salone/ui';
import { formatUsd } from '@salone/format';
import {
  BackLink,
  DetailCard,
  DetailColumns,
  DetailError,
  DetailHeader,
  DetailSkeleton,
  DetailText,
  MetaRow,
  MutedLine,
} from '../../shared/detail';
import { DetailNotFound, isNotFound, parseId } from '../../shared/NotFound';
import { PaymentOptions } from '../../shared/PaymentOptions';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { useUrlFilters } from '../../shared/useUrlFilters';
import { AmenityList } from './components/Amenities';
import { RoomCard } from './components/RoomCard';
import { StarRating } from './components/StarRating';
import { StayDatesFields } from './components/StayDatesFields';
import { HOTEL_BOOKING_TITLE, HOTEL_PAYMENT_METHODS } from './constants';
import { stayQuery, type StayDates } from './stay';

/**
 * The booking form (and its form and schema libraries) loads only when a visitor shows an
 * intent to book, keeping the page itself light on mobile data.
 */
const loadBookingDialog = () => import('./HotelBookingDialog');
const HotelBookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.HotelBookingDialog })),
);
const prepareBooking = () => void loadBookingDialog();

const STAY_DEFAULTS = { checkIn: '', checkOut: '' };

/** /hotels/:id: the hotel, its rooms for the chosen dates, and the booking dialog. */
export default function HotelDetailPage() {
  const id = parseId(useParams().id);
  const { filters, setFilters } = useUrlFilters(STAY_DEFAULTS);
  const stay = stayQuery(filters);
  const { currentData, data, error, isFetching, refetch } = useGetHotelQuery(
    id === undefined ? skipToken : { id, ...stay },
  );
  // While other dates load, the same hotel stays on screen (its rooms marked busy).
  const hotel = currentData ?? (data?.id === id ? data : undefined);

  if (isNotFound(id, error)) {
    return <DetailNotFound title="Hotel Not Found" backTo="/hotels" backLabel="Back to Hotels" />;
  }
  if (!hotel) {
    return error && !isFetching ? (
      <DetailError noun="Hotel" onRetry={refetch} />
    ) : (
      <DetailSkeleton label="Loading hotel" />
    );
  }
  return (
    <HotelDetail
      hotel={hotel}
      dates={filters}
      stay={stay}
      updating={isFetching}
      onDatesChange={(patch) => setFilters(patch, { replace: true })}
    />
  );
}

interface HotelDetailProps {
  hotel: HotelDto;
  /** The date inputs as the visitor left them. */
  dates: StayDates;
  /** The dates the rooms' availability is for (both or none). */
  stay: Partial<StayDates>;
  updating: boolean;
  onDatesChange(patch: Partial<StayDates>): void;
}

function HotelDetail({ hotel, dates, stay, updating, onDatesChange }: HotelDetailProps) {
  useSeo(hotelSeo(hotel));
  const requireSignIn = useRequireSignIn();
  const [open, setOpen] = useState(false);
  const [roomId, setRoomId] = useState<number>();

  const book = (room?: RoomDto) => {
    prepareBooking();
    requireSignIn(() => {
      setRoomId(room?.id);
      setOpen(true);
    });
  };

  // A link from a trip plan (`?checkIn=&checkOut=&room=&book=1`, docs/decisions.md decision
  // 104) opens the booking dialog once, with its dates and room filled in.
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || searchParams.get('book') !== '1') return;
    opened.current = true;
    book(hotel.rooms.find((room) => String(room.id) === searchParams.get('room')));
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of ['book', 'room', 'guests']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  });

  const backQuery = stay.checkIn ? `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}` : '';

  return (
    <StyledPage>
      <Container>
        <BackLink to={`/hotels${backQuery}`}>All hotels</BackLink>
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
              {hotel.roomCount} {hotel.roomCount === 1 ? 'room' : 'rooms'}
            </li>
          </MetaRow>
        </DetailHeader>

        <DetailColumns>
          <div>
            <Gallery images={hotel.images} alt={`${hotel.name}: photo`} height={320} />

            <DetailCard title="About This Hotel">
              <DetailText>{hotel.description}</DetailText>
            </DetailCard>

            <DetailCard title="Amenities">
              <AmenityList amenities={hotel.amenities} label="Hotel amenities" />
            </DetailCard>

            <StyledRooms aria-labelledby="hotel-rooms-title" aria-busy={updating}>
              <StyledRoomsHeader>
                <h2 id="hotel-rooms-title">Available Rooms</h2>
                <p>
                  {hotel.roomCount} {hotel.roomCount === 1 ? 'room type' : 'room types'}
                  {stay.checkIn ? ' - availability for your dates' : ''}
                </p>
              </StyledRoomsHeader>
              <StyledDates aria-label="Your stay">
                <StayDatesFields
                  checkIn={dates.checkIn}
                  checkOut={dates.checkOut}
                  onChange={onDatesChange}
                />
              </StyledDates>
              {hotel.rooms.length === 0 ? (
                <p>This hotel has not listed its rooms yet.</p>
              ) : (
                <StyledRoomList>
                  {hotel.rooms.map((room) => (
                    <li key={room.id}>
                      <RoomCard room={room} onBook={book} onPrepare={prepareBooking} />
                    </li>
                  ))}
                </StyledRoomList>
              )}
            </StyledRooms>
          </div>

          <StyledSidebar>
            <DetailCard title="Reserve Your Room">
              {hotel.lowestRoomPrice !== null && (
                <StyledFrom>Starting from {formatUsd(hotel.lowestRoomPrice)}/night</StyledFrom>
              )}
              <MutedLine>Secure booking with mobile money payment.</MutedLine>
              <StyledBookNow
                type="button"
                size="lg"
                onPointerEnter={prepareBooking}
                onFocus={prepareBooking}
                onClick={() => book()}
              >
                Book Now
              </StyledBookNow>
            </DetailCard>
            <PaymentOptions methods={HOTEL_PAYMENT_METHODS} />
          </StyledSidebar>
        </DetailColumns>
      </Container>

      {open && (
        <Suspense
          fallback={
            <Dialog
              open
              onOpenChange={setOpen}
              title={HOTEL_BOOKING_TITLE}
              description={hotel.name}
            >
              <CenteredSpinner label="Loading the booking form" />
            </Dialog>
          }
        >
          <HotelBookingDialog
            hotel={hotel}
            open={open}
            onOpenChange={setOpen}
            roomId={roomId}
            stay={stay}
          />
        </Suspense>
      )}
    </StyledPage>
  );
}

/** Title, description and schema.org `Hotel` data of a hotel's page. */
export function hotelSeo(hotel: HotelDto) {
  const prices = hotel.rooms.map((room) => room.price);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  return {
    title: hotel.name,
    description: clip(hotel.description, 155),
    keywords: [hotel.name, `hotels ${hotel.city}`, 'Sierra Leone hotels', 'book hotel room'],
    canonicalPath: `/hotels/${hotel.id}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: hotel.name,
      description: hotel.description,
      url: absolute(`/hotels/${hotel.id}`),
      image: hotel.images.map(absolute),
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.address,
        addressLocality: hotel.city,
        addressCountry: 'SL',
      },
      starRating: { '@type': 'Rating', ratingValue: hotel.starRating },
      ...(prices.length > 0 && {
        priceRange: `${formatUsd(Math.min(...prices))} - ${formatUsd(Math.max(...prices))}`,
      }),
      amenityFeature: hotel.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    },
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const StyledPage = styled.div`
  /* Room below the columns' own margin for the floating Book Now button on small screens. */
  padding-bottom: ${({ theme }) => theme.space[6] + theme.space[5]}px;

  ${({ theme }) => theme.media.lg} {
    padding-bottom: 0;
  }
`;

const StyledSidebar = styled.aside`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[5]}px;
  }
`;

const StyledRooms = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;

  &[aria-busy='true'] ul {
    opacity: 0.6;
  }
`;

const StyledRoomsHeader = styled.div`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledDates = styled.div.attrs({ role: 'group' })`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr auto;
    align-items: start;
  }
`;

const StyledRoomList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFrom = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Floats at the bottom right on phones and tablets; sits in the sidebar card on wide screens. */
const StyledBookNow = styled(Button)`
  position: fixed;
  right: max(${({ theme }) => theme.space[4]}px, env(safe-area-inset-right));
  bottom: max(${({ theme }) => theme.space[4]}px, env(safe-area-inset-bottom));
  z-index: ${({ theme }) => theme.zIndices.header};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.lg} {
    position: static;
    width: 100%;
    box-shadow: none;
  }
`;
