import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { isApiError, useGetHotelQuery, type HotelDto, type RoomDto } from '@salone/api-client';
import {
  ArrowLeftIcon,
  BedIcon,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CenteredSpinner,
  Container,
  Dialog,
  Gallery,
  MapPinIcon,
  Skeleton,
  useSeo,
  VisuallyHidden,
} from '@salone/ui';
import { LIST_ERROR_TEXT } from '../../shared/ListStates';
import { DetailNotFound, parseId } from '../../shared/NotFound';
import { PaymentOptions } from '../../shared/PaymentOptions';
import { formatUsd } from '../../shared/format';
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

  if (id === undefined || (isApiError(error) && error.status === 404)) {
    return <DetailNotFound title="Hotel Not Found" backTo="/hotels" backLabel="Back to Hotels" />;
  }
  if (!hotel) {
    return error && !isFetching ? <LoadError onRetry={refetch} /> : <DetailSkeleton />;
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

  const backQuery = stay.checkIn ? `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}` : '';

  return (
    <StyledPage>
      <Container>
        <StyledBack>
          <Button as={Link} to={`/hotels${backQuery}`} variant="ghost" size="sm">
            <ArrowLeftIcon size={16} />
            All hotels
          </Button>
        </StyledBack>
        <StyledHeader>
          <h1>{hotel.name}</h1>
          <StarRating stars={hotel.starRating} size={20} />
          <StyledFacts>
            <span>
              <MapPinIcon size={18} />
              {hotel.address}
            </span>
            <span>
              <BedIcon size={18} />
              {hotel.roomCount} {hotel.roomCount === 1 ? 'room' : 'rooms'}
            </span>
          </StyledFacts>
        </StyledHeader>

        <StyledLayout>
          <StyledMain>
            <Gallery images={hotel.images} alt={`${hotel.name}: photo`} height={320} />

            <Card>
              <CardHeader>
                <CardTitle as="h2">About This Hotel</CardTitle>
              </CardHeader>
              <CardContent>
                <StyledText>{hotel.description}</StyledText>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle as="h2">Amenities</CardTitle>
              </CardHeader>
              <CardContent>
                <AmenityList amenities={hotel.amenities} label="Hotel amenities" />
              </CardContent>
            </Card>

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
          </StyledMain>

          <StyledSidebar>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Reserve Your Room</CardTitle>
              </CardHeader>
              <CardContent>
                {hotel.lowestRoomPrice !== null && (
                  <StyledFrom>Starting from {formatUsd(hotel.lowestRoomPrice)}/night</StyledFrom>
                )}
                <StyledNote>Secure booking with mobile money payment.</StyledNote>
                <StyledBookNow
                  type="button"
                  size="lg"
                  onPointerEnter={prepareBooking}
                  onFocus={prepareBooking}
                  onClick={() => book()}
                >
                  Book Now
                </StyledBookNow>
              </CardContent>
            </Card>
            <PaymentOptions methods={HOTEL_PAYMENT_METHODS} />
          </StyledSidebar>
        </StyledLayout>
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

function DetailSkeleton() {
  return (
    <Container aria-busy="true">
      <VisuallyHidden role="status">Loading hotel</VisuallyHidden>
      <StyledSkeleton>
        <Skeleton width="60%" height={36} />
        <Skeleton width="40%" height={18} />
        <Skeleton height={320} radius="lg" />
        <Skeleton height={120} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </StyledSkeleton>
    </Container>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  return (
    <Container>
      <StyledError role="alert">
        <h1>Unable to Load Hotel</h1>
        <p>{LIST_ERROR_TEXT}</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </StyledError>
    </Container>
  );
}

const StyledPage = styled.div`
  /* Room below the content for the floating Book Now button on small screens. */
  padding-bottom: ${({ theme }) => theme.space[8] + theme.space[5]}px;

  ${({ theme }) => theme.media.lg} {
    padding-bottom: ${({ theme }) => theme.space[7]}px;
  }
`;

const StyledBack = styled.div`
  padding-top: ${({ theme }) => theme.space[4]}px;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[5]}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }

  svg {
    flex: none;
  }
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;
`;

const StyledSidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[5]}px;
  }
`;

const StyledText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
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

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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

const StyledSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px 0;
`;

const StyledError = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space[8]}px 0;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
