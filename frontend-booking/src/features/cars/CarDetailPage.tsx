import { useState } from 'react';
import { useParams, useSearchParams } from '@salone/router';
import styled from 'styled-components';
import { skipToken } from '@salone/api-client';
import { useGetCarQuery, type CarDto } from '@salone/api-client/catalogue';
import { formatUsd } from '@salone/format';
import { Container, useSeo, theme } from '@salone/ui';
import { Gallery } from '@salone/ui/media';
import { BackLink, DetailRoute, PlainDetailColumns } from '../../shared/detail';
import { parseId } from '../../shared/NotFound';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { usePlanBookingLink } from '../../shared/planBookingLink';
import { lazyDialog } from '../../shared/lazyDialog';
import { rentalDatesFrom, type RentalDates } from './carFormat';
import { carJsonLd } from './carSeo';
import { CarHeader } from './components/CarHeader';
import {
  CarExtras,
  CarFeaturesCard,
  CarPickupLocations,
  CarPricing,
  CarSpecifications,
  CarTerms,
} from './components/CarSections';
import { CarStatusCard } from './components/CarStatusCard';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { GuestRating } from '../../shared/reviews/GuestRating';
import { ReviewsSection, useListingReviews } from '../../shared/reviews/ReviewsSection';
import { ListingMap } from '../../shared/ListingMap';
import { withReviews } from '../../shared/reviews/reviewsJsonLd';

// The booking form (and its form libraries) loads on intent, not with the page.
const rental = lazyDialog(() => import('./CarRentalDialog').then((m) => m.CarRentalDialog));

/** /cars/:id (docs/product.md, screens); `?pickupDate=&returnDate=` shows availability. */
export default function CarDetailPage() {
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const dates = rentalDatesFrom(params.get('pickupDate') ?? '', params.get('returnDate') ?? '');
  const query = useGetCarQuery(id === undefined ? skipToken : { id, ...dates });
  return (
    <DetailRoute id={id} query={query} kind="car" backTo="/cars">
      {(car) => <CarDetails car={car} dates={dates} />}
    </DetailRoute>
  );
}

function CarDetails({ car, dates }: { car: CarDto; dates?: RentalDates }) {
  const [open, setOpen] = useState(false);
  const [withDriver, setWithDriver] = useState(false);
  const requireSignIn = useRequireSignIn();
  const t = useT(bookingMessages);
  const rent = () => {
    setWithDriver(false);
    rental.preload();
    requireSignIn(() => setOpen(true));
  };
  // From a trip plan: its rental days stay in the URL (they are the page's own dates) and the
  // plan's car comes with its driver.
  usePlanBookingLink(['driver'], (values) => {
    const driver = values.driver === '1';
    rental.preload();
    requireSignIn(() => {
      setWithDriver(driver);
      setOpen(true);
    });
  });
  const name = `${car.make} ${car.model}`;
  const reviews = useListingReviews('car', car.id);
  useSeo({
    title: t('car.seoTitle', { name }),
    description: t('car.seoDescription', {
      year: car.year,
      name,
      type: t(`car.type.${car.type}`),
      location: car.location,
      price: formatUsd(car.dailyRate),
    }),
    keywords: [name, `${car.type} rental`, 'car rental Sierra Leone', car.location],
    canonicalPath: `/cars/${car.id}`,
    jsonLd: withReviews(carJsonLd(car), car, reviews),
  });
  const rented = !car.isAvailable || car.availableForDates === false;

  return (
    <Container>
      <BackLink to="/cars">{t('detail.car.back')}</BackLink>
      <CarHeader car={car} rented={rented} />
      <GuestRating average={car.reviewAverage} count={car.reviewCount} />
      <StyledLayout>
        <aside aria-label={t('car.status')}>
          <CarStatusCard car={car} rented={rented} dates={dates} onRent={rent} />
        </aside>
        <div>
          <Gallery images={car.images} alt={name} height={360} />
          <CarSpecifications car={car} />
          <CarFeaturesCard car={car} />
          <CarPricing car={car} />
          <CarExtras car={car} />
          <CarTerms car={car} />
          <CarPickupLocations car={car} />
          <ListingMap name={name} latitude={car.latitude} longitude={car.longitude} />
          <ReviewsSection kind="car" listingId={car.id} />
        </div>
      </StyledLayout>
      <rental.Dialog
        car={car}
        open={open}
        onOpenChange={setOpen}
        dates={dates}
        withDriver={withDriver}
      />
    </Container>
  );
}

/**
 * The status card comes first on phones (Rent Now near the top), beside the content on wide
 * screens.
 */
const StyledLayout = styled(PlainDetailColumns)`
  ${theme.media.lg} {
    > aside {
      grid-column: 2;
      grid-row: 1;
      position: sticky;
      top: ${theme.space[4]}px;
    }

    > div {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;
