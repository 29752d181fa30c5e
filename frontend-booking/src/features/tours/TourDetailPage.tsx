import { useState } from 'react';
import { useParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { isApiError, useGetTourQuery, type TourDto } from '@salone/api-client';
import {
  Button,
  ClockIcon,
  Container,
  Gallery,
  MailIcon,
  MapPinIcon,
  UsersIcon,
  useSeo,
} from '@salone/ui';
import { formatUsd } from '../../shared/format';
import { DetailNotFound, parseId } from '../../shared/NotFound';
import {
  BackLink,
  DetailAside,
  DetailColumns,
  DetailMain,
  DetailSkeleton,
  MetaRow,
} from '../../shared/tours-detailLayout';
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
import { TourBookingDialog } from './TourBookingDialog';

/** /tours/:id (spec section 2, Tour detail). */
export default function TourDetailPage() {
  const id = parseId(useParams().id);
  const { data: tour, error, isLoading } = useGetTourQuery(id ? { id } : skipToken);

  if (!id || (isApiError(error) && error.status === 404)) {
    return <DetailNotFound title="Tour Not Found" backTo="/tours" backLabel="Back to Tours" />;
  }
  if (isLoading) return <DetailSkeleton label="Loading tour" />;
  if (!tour) {
    return (
      <Container>
        <BackLink to="/tours">Back to Tours</BackLink>
        <StyledProblem role="alert">
          <h1>Unable to Load Tour</h1>
          <p>Please try again later or contact support.</p>
        </StyledProblem>
      </Container>
    );
  }
  return <TourDetail tour={tour} />;
}

function tourJsonLd(tour: TourDto) {
  const url = new URL(`/tours/${tour.id}`, window.location.origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url,
    image: tour.images.map((src) => new URL(src, window.location.origin).toString()),
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
  const [booking, setBooking] = useState(false);
  const requireSignIn = useRequireSignIn();
  const book = () => requireSignIn(() => setBooking(true));

  useSeo({
    title: `${tour.title} - Guided Tour`,
    description: tour.description.slice(0, 160),
    keywords: [tour.title, tour.city, 'Sierra Leone tour', 'guided tour'],
    canonicalPath: `/tours/${tour.id}`,
    jsonLd: tourJsonLd(tour),
  });

  return (
    <Container>
      <BackLink to="/tours">Back to Tours</BackLink>
      <StyledHeader>
        <DifficultyBadge difficulty={tour.difficulty} />
        <h1>{tour.title}</h1>
        <MetaRow>
          <li>
            <ClockIcon size={18} />
            {tour.duration}
          </li>
          <li>
            <UsersIcon size={18} />
            Max {tour.maxGroupSize} people
          </li>
          <li>
            <MapPinIcon size={18} />
            {tour.location}
          </li>
        </MetaRow>
        <StyledPrice>
          <strong>{formatUsd(tour.price)}</strong> per person
        </StyledPrice>
        <StyledActions>
          <Button size="lg" onClick={book}>
            Book Tour
          </Button>
          <Button
            as="a"
            href={`mailto:${tour.operator.email}?subject=${encodeURIComponent(tour.title)}`}
            variant="outline"
            size="lg"
          >
            <MailIcon size={18} />
            Contact Guide
          </Button>
        </StyledActions>
      </StyledHeader>

      <StyledGallery images={tour.images} alt={tour.title} maxThumbnails={4} height={360} />

      <DetailColumns>
        <DetailMain>
          <AboutTour tour={tour} />
          <TourItinerary tour={tour} />
          <WhatsIncluded tour={tour} />
          <PricingOptions tour={tour} />
          <SafetyInsurance tour={tour} />
        </DetailMain>
        <DetailAside aria-label="Booking and tour facts">
          <TourSidebar tour={tour} onBook={book} />
        </DetailAside>
      </DetailColumns>

      <TourBookingDialog tour={tour} open={booking} onOpenChange={setBooking} />
    </Container>
  );
}

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4.5vw, 2.5rem);
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledGallery = styled(Gallery)`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const StyledProblem = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space[7]}px 0;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
