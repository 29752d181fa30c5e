import { lazy, Suspense, useState } from 'react';
import { useParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { useGetHotelQuery, type HotelDto, type RoomDto } from '@salone/api-client/catalogue';
import { CenteredSpinner, Container, Dialog, preloadDialog, useSeo, theme } from '@salone/ui';
import { Gallery } from '@salone/ui/media';
import {
  BackLink,
  DetailCard,
  DetailColumns,
  DetailError,
  DetailSkeleton,
  DetailText,
} from '../../shared/detail';
import { DetailNotFound, isNotFound, parseId } from '../../shared/NotFound';
import { linkNumber, usePlanBookingLink } from '../../shared/planBookingLink';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { useUrlFilters } from '../../shared/useUrlFilters';
import { AmenityList } from './components/Amenities';
import { HotelHeader, HotelReserve, HotelRooms } from './components/HotelSections';
import { MAX_HOTEL_GUESTS } from '@salone/booking-rules';
import { hotelSeo } from './hotelSeo';
import { stayQuery, type StayDates } from './stay';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { GuestRating } from '../../shared/reviews/GuestRating';
import { ReviewsSection, useListingReviews } from '../../shared/reviews/ReviewsSection';
import { ListingMap } from '../../shared/ListingMap';
import { withReviews } from '../../shared/reviews/reviewsJsonLd';

/**
 * The booking form (and its form and schema libraries) loads only when a visitor shows an
 * intent to book, keeping the page itself light on mobile data.
 */
const loadBookingDialog = () => import('./HotelBookingDialog');
const HotelBookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.HotelBookingDialog })),
);
const prepareBooking = () => {
  preloadDialog();
  void loadBookingDialog();
};

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
  const t = useT(bookingMessages);

  if (isNotFound(id, error)) {
    return (
      <DetailNotFound
        title={t('detail.hotel.notFound')}
        backTo="/hotels"
        backLabel={t('detail.hotel.back')}
      />
    );
  }
  if (!hotel) {
    return error && !isFetching ? (
      <DetailError kind="hotel" onRetry={refetch} />
    ) : (
      <DetailSkeleton label={t('detail.hotel.loading')} />
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
  const reviews = useListingReviews('hotel', hotel.id);
  const seo = hotelSeo(hotel);
  useSeo({ ...seo, jsonLd: withReviews(seo.jsonLd, hotel, reviews) });
  const requireSignIn = useRequireSignIn();
  const t = useT(bookingMessages);
  const [open, setOpen] = useState(false);
  const [roomId, setRoomId] = useState<number>();

  const [guests, setGuests] = useState<number>();

  const book = (room?: RoomDto) => {
    prepareBooking();
    requireSignIn(() => {
      setRoomId(room?.id);
      setGuests(undefined);
      setOpen(true);
    });
  };

  // A link from a trip plan (`?checkIn=&checkOut=&room=&guests=&book=1`) opens the booking
  // dialog once, with its dates, room and guests filled in; the dates stay in the URL as the
  // page's own.
  usePlanBookingLink(['room', 'guests'], (values) => {
    const room = hotel.rooms.find((r) => String(r.id) === values.room);
    const planned = linkNumber(values.guests, 1, MAX_HOTEL_GUESTS);
    prepareBooking();
    requireSignIn(() => {
      setRoomId(room?.id);
      setGuests(planned);
      setOpen(true);
    });
  });

  const backQuery = stay.checkIn ? `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}` : '';

  return (
    <StyledPage>
      <Container>
        <BackLink to={`/hotels${backQuery}`}>{t('hotel.allHotels')}</BackLink>
        <HotelHeader hotel={hotel} />
        <GuestRating average={hotel.reviewAverage} count={hotel.reviewCount} />
        <DetailColumns>
          <div>
            <Gallery
              images={hotel.images}
              alt={t('hotel.photo', { name: hotel.name })}
              height={320}
            />
            <DetailCard title={t('hotel.about')}>
              <DetailText>{hotel.description}</DetailText>
            </DetailCard>
            <DetailCard title={t('hotel.amenities')}>
              <AmenityList amenities={hotel.amenities} label={t('hotel.hotelAmenities')} />
            </DetailCard>
            <HotelRooms
              hotel={hotel}
              dates={dates}
              stay={stay}
              updating={updating}
              onDatesChange={onDatesChange}
              onBook={book}
              onPrepare={prepareBooking}
            />
            <ListingMap name={hotel.name} latitude={hotel.latitude} longitude={hotel.longitude} />
            <ReviewsSection kind="hotel" listingId={hotel.id} />
          </div>
          <HotelReserve hotel={hotel} onBook={() => book()} onPrepare={prepareBooking} />
        </DetailColumns>
      </Container>
      {open && (
        <Suspense
          fallback={
            <Dialog
              open
              onOpenChange={setOpen}
              title={t('hotel.bookingTitle')}
              description={hotel.name}
            >
              <CenteredSpinner label={t('form.loadingDialog')} />
            </Dialog>
          }
        >
          <HotelBookingDialog
            hotel={hotel}
            open={open}
            onOpenChange={setOpen}
            roomId={roomId}
            guests={guests}
            stay={stay}
          />
        </Suspense>
      )}
    </StyledPage>
  );
}

const StyledPage = styled.div`
  /* Room below the columns' own margin for the floating Book Now button on small screens. */
  padding-bottom: ${theme.space[6] + theme.space[5]}px;

  ${theme.media.lg} {
    padding-bottom: 0;
  }
`;
