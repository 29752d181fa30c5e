import { useState } from 'react';
import { useParams, useSearchParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { useGetPropertyQuery, type PropertyDto } from '@salone/api-client/catalogue';
import {
  BathIcon,
  BedIcon,
  Button,
  Container,
  MapPinIcon,
  RulerIcon,
  useSeo,
  pageOrigin,
  theme,
  usePriceView,
} from '@salone/ui';
import { Gallery } from '@salone/ui/media';
import { todayIso } from '@salone/format';
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
import { PropertyTypeBadge, PurposeBadges } from './components/PropertyBadges';
import {
  FinancialInformation,
  InspectionCondition,
  Neighborhood,
  PropertyDescription,
  PropertyDetails,
  PropertyFeatures,
} from './components/PropertyInfoCards';
import { PropertySidebar } from './components/PropertySidebar';
import { lazyDialog } from '../../shared/lazyDialog';
import { linkDay } from '../../shared/planBookingLink';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../i18n';
import { useListingTexts } from './useListingTexts';
import { GuestRating } from '../../shared/reviews/GuestRating';
import { ReviewsSection, useListingReviews } from '../../shared/reviews/ReviewsSection';
import { ListingMap } from '../../shared/ListingMap';
import { withReviews } from '../../shared/reviews/reviewsJsonLd';

// The booking form (and its form libraries) loads on intent, not with the page.
const viewingDialog = lazyDialog(() => import('./ViewingDialog').then((m) => m.ViewingDialog));

/** /real-estate/:id (docs/product.md, screens). */
export default function PropertyDetailPage() {
  const id = parseId(useParams().id);
  const query = useGetPropertyQuery(id ? { id } : skipToken);
  return (
    <DetailRoute id={id} query={query} kind="property" backTo="/real-estate">
      {(property) => <PropertyDetail property={property} />}
    </DetailRoute>
  );
}

function propertyJsonLd(property: PropertyDto) {
  const url = new URL(`/real-estate/${property.id}`, pageOrigin()).toString();
  const residence = {
    '@type': 'Residence',
    name: property.title,
    description: property.description,
    url,
    image: property.images.map((src) => new URL(src, pageOrigin()).toString()),
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressCountry: 'SL',
    },
    floorSize: { '@type': 'QuantitativeValue', value: property.area, unitCode: 'FTK' },
    ...(property.bedrooms !== null ? { numberOfRooms: property.bedrooms } : {}),
  };
  const rentOnly = property.isForRent && !property.isForSale;
  return [
    { '@context': 'https://schema.org', ...residence },
    {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      url,
      price: property.price,
      priceCurrency: 'USD',
      businessFunction: rentOnly
        ? 'http://purl.org/goodrelations/v1#LeaseOut'
        : 'http://purl.org/goodrelations/v1#Sell',
      availability: property.isActive
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemOffered: residence,
      seller: {
        '@type': 'RealEstateAgent',
        name: property.agent.company,
        telephone: property.agent.phone,
        email: property.agent.email,
      },
    },
  ];
}

function PropertyDetail({ property }: { property: PropertyDto }) {
  const priceView = usePriceView();
  const [viewing, setViewing] = useState(false);
  // The day searched for on the home page comes filled in.
  const linkedDay = linkDay(useSearchParams()[0].get('date') ?? undefined);
  const searchedDay = linkedDay && linkedDay >= todayIso() ? linkedDay : undefined;
  const requireSignIn = useRequireSignIn();
  const t = useT(bookingMessages);
  const texts = useListingTexts();
  const schedule = () => {
    viewingDialog.preload();
    requireSignIn(() => setViewing(true));
  };

  const reviews = useListingReviews('property', property.id);
  useSeo({
    title: t('property.seoTitle', { title: property.title }),
    description: property.description.slice(0, 160),
    keywords: [property.title, property.type, 'Sierra Leone real estate', 'property viewing'],
    canonicalPath: `/real-estate/${property.id}`,
    jsonLd: withReviews(propertyJsonLd(property), property, reviews),
  });

  return (
    <Container>
      <BackLink to="/real-estate">{t('detail.property.back')}</BackLink>
      <DetailHeader>
        <StyledBadges>
          <PropertyTypeBadge type={property.type} />
          <PurposeBadges property={property} />
        </StyledBadges>
        <h1>{property.title}</h1>
        <GuestRating average={property.reviewAverage} count={property.reviewCount} />
        <MetaRow>
          <li>
            <MapPinIcon size={18} />
            {property.address}
          </li>
          {property.bedrooms !== null ? (
            <li>
              <BedIcon size={18} />
              {t('property.bedroomCount', { count: property.bedrooms })}
            </li>
          ) : null}
          {property.bathrooms !== null ? (
            <li>
              <BathIcon size={18} />
              {t('property.bathroomCount', { count: property.bathrooms })}
            </li>
          ) : null}
          <li>
            <RulerIcon size={18} />
            {property.size}
          </li>
        </MetaRow>
        <StyledPrice>{texts.detailPriceText(property, priceView)}</StyledPrice>
        <ButtonRow>
          <Button size="lg" onClick={schedule} disabled={!property.isActive}>
            {texts.mainActionLabel(property)}
          </Button>
          <EmailButton email={property.agent.email} subject={property.title}>
            {t('property.contactAgent')}
          </EmailButton>
        </ButtonRow>
        {!property.isActive ? <StyledNote role="note">{t('property.inactive')}</StyledNote> : null}
      </DetailHeader>

      <Gallery images={property.images} alt={property.title} maxThumbnails={4} height={360} />

      <DetailColumns>
        <div>
          <PropertyDescription property={property} />
          <PropertyFeatures property={property} />
          <PropertyDetails property={property} />
          <Neighborhood property={property} />
          <FinancialInformation property={property} />
          <InspectionCondition property={property} />
          <ListingMap
            name={property.title}
            latitude={property.latitude}
            longitude={property.longitude}
          />
          <ReviewsSection kind="property" listingId={property.id} />
        </div>
        <aside aria-label={t('property.sidebar')}>
          <PropertySidebar property={property} onSchedule={schedule} />
        </aside>
      </DetailColumns>

      <viewingDialog.Dialog
        property={property}
        open={viewing}
        onOpenChange={setViewing}
        day={searchedDay}
      />
    </Container>
  );
}

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]}px;
`;

const StyledPrice = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
