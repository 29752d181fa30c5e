import { useState } from 'react';
import { Link, useParams, useSearchParams } from '@salone/router';
import { skipToken } from '@salone/api-client';
import styled from 'styled-components';
import { isApiError, useGetCarQuery, type CarDto } from '@salone/api-client';
import {
  ArrowLeftIcon,
  Badge,
  Button,
  CalendarIcon,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CarIcon,
  Gallery,
  MapPinIcon,
  useSeo,
} from '@salone/ui';
import { DetailNotFound, parseId } from '../../shared/NotFound';
import {
  DetailError,
  DetailLayout,
  DetailSkeleton,
  FactList,
} from '../../shared/events-cars-detail';
import { formatDate, formatUsd } from '../../shared/format';
import { useRequireSignIn } from '../../shared/useRequireSignIn';
import { CarRentalDialog } from './CarRentalDialog';
import { EXTRA_UNITS, rentalDatesFrom, type RentalDates } from './carFormat';
import { CarFeatures } from './components/CarFeatures';
import { DRIVER_PER_DAY } from './rental';

/** /cars/:id (spec section 2, car detail); `?pickupDate=&returnDate=` shows availability. */
export default function CarDetailPage() {
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const dates = rentalDatesFrom(params.get('pickupDate') ?? '', params.get('returnDate') ?? '');
  const { data, error, isLoading } = useGetCarQuery(
    id === undefined ? skipToken : { id, ...dates },
  );

  if (id === undefined || (isApiError(error) && error.status === 404)) {
    return <DetailNotFound title="Car Not Found" backTo="/cars" backLabel="Back to Cars" />;
  }
  if (isLoading) return <DetailSkeleton label="Loading car" />;
  if (!data) return <DetailError noun="Car" backTo="/cars" backLabel="Back to Cars" />;
  return <CarDetails car={data} dates={dates} />;
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
  const driverPerDay = pricing?.driverPerDay ?? DRIVER_PER_DAY;
  const terms = car.terms;
  const dateRange = dates
    ? `${formatDate(dates.pickupDate)} – ${formatDate(dates.returnDate)}`
    : undefined;
  let dateNote: string | undefined;
  if (dateRange && takenForDates) dateNote = `Booked for ${dateRange}. Other dates may be free.`;
  else if (dateRange && car.isAvailable) dateNote = `Free for ${dateRange}.`;

  return (
    <StyledPage>
      <Button as={Link} to="/cars" variant="ghost" size="sm">
        <ArrowLeftIcon size={16} />
        Back to Cars
      </Button>

      <StyledHeader>
        <StyledBadges>
          <Badge tone="info">{car.type}</Badge>
          <Badge tone={rented ? 'danger' : 'success'}>{rented ? 'Rented' : 'Available'}</Badge>
        </StyledBadges>
        <h1>{name}</h1>
        <StyledMeta>
          <li>
            <CalendarIcon size={18} />
            {car.year}
          </li>
          <li>
            <MapPinIcon size={18} />
            {car.location}
          </li>
        </StyledMeta>
        <StyledPrice>
          <strong>{formatUsd(car.dailyRate)}</strong>/day
        </StyledPrice>
      </StyledHeader>

      <StyledLayout>
        <aside aria-label="Rental status">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Availability</CardTitle>
            </CardHeader>
            <CardContent>
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
            </CardContent>
          </Card>
        </aside>
        <div>
          <Gallery images={car.images} alt={name} height={360} />

          <Card>
            <CardHeader>
              <CardTitle as="h2">Specifications</CardTitle>
            </CardHeader>
            <CardContent>
              <FactList>
                <div>
                  <dt>Make</dt>
                  <dd>{car.make}</dd>
                </div>
                <div>
                  <dt>Model</dt>
                  <dd>{car.model}</dd>
                </div>
                <div>
                  <dt>Year</dt>
                  <dd>{car.year}</dd>
                </div>
                <div>
                  <dt>Type</dt>
                  <dd>{car.type}</dd>
                </div>
                {car.seats ? (
                  <div>
                    <dt>Seats</dt>
                    <dd>{car.seats}</dd>
                  </div>
                ) : null}
                {car.transmission && (
                  <div>
                    <dt>Transmission</dt>
                    <dd>{car.transmission}</dd>
                  </div>
                )}
                {car.fuelType && (
                  <div>
                    <dt>Fuel</dt>
                    <dd>{car.fuelType}</dd>
                  </div>
                )}
                <div>
                  <dt>Location</dt>
                  <dd>{car.location}</dd>
                </div>
              </FactList>
            </CardContent>
          </Card>

          {car.features.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Features</CardTitle>
              </CardHeader>
              <CardContent>
                <CarFeatures features={car.features} columns />
              </CardContent>
            </Card>
          )}

          <Card>
            <CardHeader>
              <CardTitle as="h2">Pricing</CardTitle>
            </CardHeader>
            <CardContent>
              <FactList>
                <div>
                  <dt>Daily</dt>
                  <dd>{formatUsd(pricing?.daily ?? car.dailyRate)}/day</dd>
                </div>
                {pricing && (
                  <>
                    <div>
                      <dt>Weekly (7 days)</dt>
                      <dd>
                        {formatUsd(pricing.weekly)}{' '}
                        <Badge tone="success">save {pricing.weeklySavingPercent}%</Badge>
                      </dd>
                    </div>
                    <div>
                      <dt>Monthly (30 days)</dt>
                      <dd>
                        {formatUsd(pricing.monthly)}{' '}
                        <Badge tone="success">save {pricing.monthlySavingPercent}%</Badge>
                      </dd>
                    </div>
                  </>
                )}
                <div>
                  <dt>Professional driver</dt>
                  <dd>{formatUsd(driverPerDay)}/day</dd>
                </div>
              </FactList>
            </CardContent>
          </Card>

          {car.extras?.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Extras</CardTitle>
              </CardHeader>
              <CardContent>
                <FactList>
                  {car.extras.map((extra) => (
                    <div key={extra.name}>
                      <dt>{extra.name}</dt>
                      <dd>
                        {formatUsd(extra.price)}
                        {EXTRA_UNITS[extra.unit] ?? ''}
                      </dd>
                    </div>
                  ))}
                </FactList>
              </CardContent>
            </Card>
          )}

          {terms && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Rental Terms</CardTitle>
              </CardHeader>
              <CardContent>
                <FactList>
                  <div>
                    <dt>Minimum age</dt>
                    <dd>{terms.minimumAge} years</dd>
                  </div>
                  <div>
                    <dt>Deposit</dt>
                    <dd>{formatUsd(terms.deposit)} (refundable)</dd>
                  </div>
                  <div>
                    <dt>Late return</dt>
                    <dd>{formatUsd(terms.lateReturnFeePerHour)}/hour</dd>
                  </div>
                  <div>
                    <dt>Fuel policy</dt>
                    <dd>{terms.fuelPolicy}</dd>
                  </div>
                  <div>
                    <dt>Mileage</dt>
                    <dd>{terms.mileage}</dd>
                  </div>
                  <div>
                    <dt>Insurance</dt>
                    <dd>{terms.insurance}</dd>
                  </div>
                  <div>
                    <dt>Cancellation</dt>
                    <dd>{terms.cancellation}</dd>
                  </div>
                </FactList>
              </CardContent>
            </Card>
          )}

          {car.pickupLocations?.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Pickup Locations</CardTitle>
              </CardHeader>
              <CardContent>
                <StyledLocations>
                  {car.pickupLocations.map((place) => (
                    <li key={place}>
                      <MapPinIcon size={16} />
                      {place}
                    </li>
                  ))}
                </StyledLocations>
              </CardContent>
            </Card>
          )}
        </div>
      </StyledLayout>

      <CarRentalDialog car={car} open={open} onOpenChange={setOpen} dates={dates} />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]}px;
  padding-bottom: ${({ theme }) => theme.space[7]}px;

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[5]}px;
  }
`;

/** The status card comes first on phones (Rent Now near the top), beside the content on wide screens. */
const StyledLayout = styled(DetailLayout)`
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

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[5]}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const StyledBadges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledMeta = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
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
