import { usePrices } from '@salone/host';
import { useState } from 'react';
import { useParams, useSearchParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { useGetTourQuery, type TourDto } from '@salone/api-client/catalogue';
import {
  Button,
  ClockIcon,
  Container,
  MapPinIcon,
  UsersIcon,
  useSeo,
  pageOrigin,
  theme,
} from '@salone/ui';
import { Gallery } from '@salone/ui/media';
import { parseId } from '../../shared/NotFound';
import {
  BackLink,
  ButtonRow,
  DetailColumns,
  DetailHeader,
  DetailRoute,
  EmailButton,
  MetaRow,
} from '../../shared/detail';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { DifficultyBadge } from './components/DifficultyBadge';
import {
  AboutTour,
  PricingOptions,
  SafetyInsurance,
  TourItinerary,
  WhatsIncluded,
} from './components/TourSections';
import { TourSidebar } from './components/TourSidebar';
import { usePlanBookingLink } from '../../shared/planBookingLink';
import { lazyDialog } from '../../shared/lazyDialog';
import { tourDayFrom, tourPrefillOf, type TourPrefill } from './tourRules';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { GuestRating } from '../../shared/reviews/GuestRating';
import { ReviewsSection, useListingReviews } from '../../shared/reviews/ReviewsSection';
import { ListingMap } from '../../shared/ListingMap';
import { withReviews } from '../../shared/reviews/reviewsJsonLd';

// The booking form (and its form libraries) loads on intent, not with the page.
const tourBooking = lazyDialog(() =>
  import('./TourBookingDialog').then((m) => m.TourBookingDialog),
);

/** /tours/:id (docs/product.md, screens). */
export default function TourDetailPage() {
  const id = parseId(useParams().id);
  const query = useGetTourQuery(id ? { id } : skipToken);
  return (
    <DetailRoute id={id} query={query} kind="tour" backTo="/tours">
      {(tour) => <TourDetail tour={tour} />}
    </DetailRoute>
  );
}

function tourJsonLd(tour: TourDto) {
  const url = new URL(`/tours/${tour.id}`, pageOrigin()).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url,
    image: tour.images.map((src) => new URL(src, pageOrigin()).toString()),
    touristType: tour.difficulty === 'easy' ? 'Families and all travellers' : 'Active travellers',
    itinerary: {
      '@type': 'ItemList',
      itemListElement: tour.itinerary.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: `Day ${day.day}: ${day.title}`,
      })),
    },
    provider: {
      '@type': 'TravelAgency',
      name: tour.operator.name,
      telephone: tour.operator.phone,
      email: tour.operator.email,
    },
    offers: {
      '@type': 'Offer',
      price: tour.price,
      priceCurrency: 'USD',
      url,
      availability: 'https://schema.org/InStock',
    },
  };
}

function TourDetail({ tour }: { tour: TourDto }) {
  const prices = usePrices();
  const [booking, setBooking] = useState(false);
  const [prefill, setPrefill] = useState<TourPrefill>();
  const requireSignIn = useRequireSignIn();
  const t = useT(bookingMessages);
  // The day searched for on the home page comes filled in.
  const searchedDay = tourDayFrom(useSearchParams()[0].get('date'));
  const book = () => {
    setPrefill(searchedDay ? { tourDate: searchedDay } : undefined);
    tourBooking.preload();
    requireSignIn(() => setBooking(true));
  };
  // From a trip plan: its day, party and the shared tour it priced.
  usePlanBookingLink(['date', 'participants', 'type'], (values) => {
    const plan = tourPrefillOf(values, tour.maxGroupSize);
    tourBooking.preload();
    requireSignIn(() => {
      setPrefill(plan);
      setBooking(true);
    });
  });

  const reviews = useListingReviews('tour', tour.id);
  useSeo({
    title: t('tour.seoTitle', { title: tour.title }),
    description: tour.description.slice(0, 160),
    keywords: [tour.title, tour.city, 'Sierra Leone tour', 'guided tour'],
    canonicalPath: `/tours/${tour.id}`,
    jsonLd: withReviews(tourJsonLd(tour), tour, reviews),
  });

  return (
    <Container>
      <BackLink to="/tours">{t('detail.tour.back')}</BackLink>
      <DetailHeader>
        <DifficultyBadge difficulty={tour.difficulty} />
        <h1>{tour.title}</h1>
        <GuestRating average={tour.reviewAverage} count={tour.reviewCount} />
        <MetaRow>
          <li>
            <ClockIcon size={18} />
            {tour.duration}
          </li>
          <li>
            <UsersIcon size={18} />
            {t('tour.maxPeople', { count: tour.maxGroupSize })}
          </li>
          <li>
            <MapPinIcon size={18} />
            {tour.location}
          </li>
        </MetaRow>
        <StyledPrice>
          <strong>{prices.price(tour.price)}</strong> {t('tour.perPerson')}
        </StyledPrice>
        <ButtonRow>
          <Button size="lg" onClick={book}>
            {t('tour.book')}
          </Button>
          <EmailButton email={tour.operator.email} subject={tour.title}>
            {t('tour.contactGuide')}
          </EmailButton>
        </ButtonRow>
      </DetailHeader>

      <Gallery images={tour.images} alt={tour.title} maxThumbnails={4} height={360} />

      <DetailColumns>
        <div>
          <AboutTour tour={tour} />
          <TourItinerary tour={tour} />
          <WhatsIncluded tour={tour} />
          <PricingOptions tour={tour} />
          <SafetyInsurance tour={tour} />
          <ListingMap name={tour.title} latitude={tour.latitude} longitude={tour.longitude} />
          <ReviewsSection kind="tour" listingId={tour.id} />
        </div>
        <aside aria-label={t('tour.sidebar')}>
          <TourSidebar tour={tour} onBook={book} />
        </aside>
      </DetailColumns>

      <tourBooking.Dialog tour={tour} open={booking} onOpenChange={setBooking} prefill={prefill} />
    </Container>
  );
}

const StyledPrice = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};

  strong {
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xxl};
  }
`;
