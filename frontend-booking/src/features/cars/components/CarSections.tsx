import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client/catalogue';
import { DRIVER_CENTS_PER_DAY, toDollars } from '@salone/booking-rules';
import { Badge, MapPinIcon, theme } from '@salone/ui';
import { DetailCard, FactList } from '../../../shared/detail';
import { EXTRA_UNITS } from '../carFormat';
import { CarFeatures } from './CarFeatures';

/** The cards of the car detail page (docs/product.md, screens); server data only. */

export function CarSpecifications({ car }: { car: CarDto }) {
  return (
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
  );
}

export function CarFeaturesCard({ car }: { car: CarDto }) {
  if (car.features.length === 0) return null;
  return (
    <DetailCard title="Features">
      <CarFeatures features={car.features} columns />
    </DetailCard>
  );
}

/** Daily, weekly and monthly rates with their savings, and the driver's rate. */
export function CarPricing({ car }: { car: CarDto }) {
  const prices = usePrices();
  const pricing = car.pricing;
  const driverPerDay = pricing?.driverPerDay ?? toDollars(DRIVER_CENTS_PER_DAY);
  return (
    <DetailCard title="Pricing">
      <FactList
        facts={[
          ['Daily', `${prices.price(pricing?.daily ?? car.dailyRate)}/day`],
          pricing && [
            'Weekly (7 days)',
            <>
              {prices.price(pricing.weekly)}{' '}
              <Badge tone="success">save {pricing.weeklySavingPercent}%</Badge>
            </>,
          ],
          pricing && [
            'Monthly (30 days)',
            <>
              {prices.price(pricing.monthly)}{' '}
              <Badge tone="success">save {pricing.monthlySavingPercent}%</Badge>
            </>,
          ],
          ['Professional driver', `${prices.price(driverPerDay)}/day`],
        ]}
      />
    </DetailCard>
  );
}

export function CarExtras({ car }: { car: CarDto }) {
  const prices = usePrices();
  if (!(car.extras?.length > 0)) return null;
  return (
    <DetailCard title="Extras">
      <FactList
        facts={car.extras.map((extra) => [
          extra.name,
          `${prices.price(extra.price)}${EXTRA_UNITS[extra.unit] ?? ''}`,
        ])}
      />
    </DetailCard>
  );
}

export function CarTerms({ car }: { car: CarDto }) {
  const prices = usePrices();
  const terms = car.terms;
  if (!terms) return null;
  return (
    <DetailCard title="Rental Terms">
      <FactList
        facts={[
          ['Minimum age', `${terms.minimumAge} years`],
          ['Deposit', `${prices.price(terms.deposit)} (refundable)`],
          ['Late return', `${prices.price(terms.lateReturnFeePerHour)}/hour`],
          ['Fuel policy', terms.fuelPolicy],
          ['Mileage', terms.mileage],
          ['Insurance', terms.insurance],
          ['Cancellation', terms.cancellation],
        ]}
      />
    </DetailCard>
  );
}

export function CarPickupLocations({ car }: { car: CarDto }) {
  if (!(car.pickupLocations?.length > 0)) return null;
  return (
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
  );
}

const StyledLocations = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]}px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]}px;
  }

  svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;
