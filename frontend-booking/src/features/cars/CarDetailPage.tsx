import { useState } from 'react';
import { useParams, useSearchParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { useGetCarQuery, type CarDto } from '@salone/api-client';
import { DRIVER_CENTS_PER_DAY, toDollars } from '@salone/booking-rules';
import {
  Badge,
  Button,
  CalendarIcon,
  CarIcon,
  Container,
  Gallery,
  MapPinIcon,
  useSeo,
} from '@salone/ui';
import { formatDate, formatUsd } from '@salone/format';
import {
  BackLink,
  DetailCard,
  DetailHeader,
  DetailRoute,
  FactList,
  MetaRow,
  PlainDetailColumns,
} from '../../shared/detail';
import { parseId } from '../../shared/NotFound';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { CarRentalDialog } from './CarRentalDialog';
import { EXTRA_UNITS, rentalDatesFrom, type RentalDates } from './carFormat';
import { CarFeatures } from './components/CarFeatures';

/** /cars/:id (docs/product.md, screens); `?pickupDate=&returnDate=` shows availability. */
export default function CarDetailPage() {
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const dates = rentalDatesFrom(params.get('pickupDate') ?? '', params.get('returnDate') ?? '');
  const query = useGetCarQuery(id === undefined ? skipToken : { id, ...dates });
  return (
    <DetailRoute id={id} query={query} noun="Car" backTo="/cars" backLabel="Back to Cars">
      {(car) => <CarDetails car={car} dates={dates} />}
    </DetailRoute>
  );
}

function carJsonLd(car: CarDto) {
  const name = `${car.make} ${car.model}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    bodyType: car.type,
    vehicleSeatingCapacity: car.seats,
    vehicleTransmission: car.transmission,
    fuelType: car.fuelType,
    image: car.images,
    description: `${car.year} ${name} for rent in ${car.location}`,
    offers: {
      '@type': 'Offer',
      url: `/cars/${car.id}`,
      priceCurrency: 'USD',
      price: car.dailyRate,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: car.dailyRate,
        priceCurrency: 'USD',
        unitCode: 'DAY',
      },
      availability: car.isAvailable
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    },
  };
}

function CarDetails({ car, dates }: { car: CarDto; dates?: RentalDates }) {
  const [open, setOpen] = useState(false);
  const requireSignIn = useRequireSignIn();
  const name = `${car.make} ${car.model}`;
  useSeo({
    title: `${name} rental`,
    description: `Rent a ${car.year} ${name} (${car.type}) in ${car.location} from ${formatUsd(car.dailyRate)}/day, with or without a driver.`,
    keywords: [name, `${car.type} rental`, 'car rental Sierra Leone', car.location],
    canonicalPath: `/cars/${car.id}`,
    jsonLd: carJsonLd(car),
  });

  const takenForDates = car.isAvailable && car.availableForDates === false;
  const rented = !car.isAvailable || takenForDates;
  const pricing = car.pricing;
  const driverPerDay = pricing?.driverPerDay ?? toDollars(DRIVER_CENTS_PER_DAY);
  const terms = car.terms;
  const dateRange = dates
    ? `${formatDate(dates.pickupDate)} – ${formatDate(dates.returnDate)}`
    : undefined;
  let dateNote: string | undefined;
  if (dateRange && takenForDates) dateNote = `Booked for ${dateRange}. Other dates may be free.`;
  else if (dateRange && car.isAvailable) dateNote = `Free for ${dateRange}.`;

  return (
    <Container>
      <BackLink to="/cars">Back to Cars</BackLink>

      <DetailHeader>
        <StyledBadges>
          <Badge tone="info">{car.type}</Badge>
          <Badge tone={rented ? 'danger' : 'success'}>{rented ? 'Rented' : 'Available'}</Badge>
        </StyledBadges>
        <h1>{name}</h1>
        <MetaRow>
          <li>
            <CalendarIcon size={18} />
            {car.year}
          </li>
          <li>
            <MapPinIcon size={18} />
            {car.location}
          </li>
        </MetaRow>
        <StyledPrice>
          <strong>{formatUsd(car.dailyRate)}</strong>/day
        </StyledPrice>
      </DetailHeader>

      <StyledLayout>
        <aside aria-label="Rental status">
          <DetailCard title="Availability">
            <StyledStatus>
              <CarIcon size={22} />
              <strong>{rented ? 'Not Available' : 'Available'}</strong>
              {rented && <Badge tone="danger">Rented</Badge>}
            </StyledStatus>
            {dateNote && <p>{dateNote}</p>}
            <StyledRate>
              <strong>{formatUsd(car.dailyRate)}</strong>/day
            </StyledRate>
            <Button
              size="lg"
              fullWidth
              disabled={!car.isAvailable}
              onClick={() => requireSignIn(() => setOpen(true))}
            >
              Rent Now
            </Button>
            <StyledNote>
              {car.isAvailable
                ? 'Secure booking with mobile money payment'
                : 'This car cannot be rented at the moment.'}
            </StyledNote>
          </DetailCard>
        </aside>
        <div>
          <Gallery images={car.images} alt={name} height={360} />

          <DetailCard title="Specifications">
            <FactList
              facts={[
                ['Make', car.make],
                ['Model', car.model],
                ['Year', car.year],
                ['Type', car.type],
                Boolean(car.seats) && ['Seats', car.seats],
                Boolean(car.transmission) && ['Transmission', car.transmission],
                Boolean(car.fuelType) && ['Fuel', car.fuelType],
                ['Location', car.location],
              ]}
            />
          </DetailCard>

          {car.features.length > 0 && (
            <DetailCard title="Features">
              <CarFeatures features={car.features} columns />
            </DetailCard>
          )}

          <DetailCard title="Pricing">
            <FactList
              facts={[
                ['Daily', `${formatUsd(pricing?.daily ?? car.dailyRate)}/day`],
                pricing && [
                  'Weekly (7 days)',
                  <>
                    {formatUsd(pricing.weekly)}{' '}
                    <Badge tone="success">save {pricing.weeklySavingPercent}%</Badge>
                  </>,
                ],
                pricing && [
                  'Monthly (30 days)',
                  <>
                    {formatUsd(pricing.monthly)}{' '}
                    <Badge tone="success">save {pricing.monthlySavingPercent}%</Badge>
                  </>,
                ],
                ['Professional driver', `${formatUsd(driverPerDay)}/day`],
              ]}
            />
          </DetailCard>

          {car.extras?.length > 0 && (
            <DetailCard title="Extras">
              <FactList
                facts={car.extras.map((extra) => [
                  extra.name,
                  `${formatUsd(extra.price)}${EXTRA_UNITS[extra.unit] ?? ''}`,
                ])}
              />
            </DetailCard>
          )}

          {terms && (
            <DetailCard title="Rental Terms">
              <FactList
                facts={[
                  ['Minimum age', `${terms.minimumAge} years`],
                  ['Deposit', `${formatUsd(terms.deposit)} (refundable)`],
                  ['Late return', `${formatUsd(terms.lateReturnFeePerHour)}/hour`],
                  ['Fuel policy', terms.fuelPolicy],
                  ['Mileage', terms.mileage],
                  ['Insurance', terms.insurance],
                  ['Cancellation', terms.cancellation],
                ]}
              />
            </DetailCard>
          )}

          {car.pickupLocations?.length > 0 && (
            <DetailCard title="Pickup Locations">
              <StyledLocations>
                {car.pickupLocations.map((place) => (
                  <li key={place}>
                    <MapPinIcon size={16} />
                    {place}
                  </li>
                ))}
              </StyledLocations>
            </DetailCard>
          )}
        </div>
      </StyledLayout>

      <CarRentalDialog car={car} open={open} onOpenChange={setOpen} dates={dates} />
    </Container>
  );
}

/**
 * The status card comes first on phones (Rent Now near the top), beside the content on wide
 * screens.
 */
const StyledLayout = styled(PlainDetailColumns)`
  ${({ theme }) => theme.media.lg} {
    > aside {
      grid-column: 2;
      grid-row: 1;
      position: sticky;
      top: ${({ theme }) => theme.space[4]}px;
    }

    > div {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

const StyledBadges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledPrice = styled.p`
  margin: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledLocations = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledRate = styled.p`
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
