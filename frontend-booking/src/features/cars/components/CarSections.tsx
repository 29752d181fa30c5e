import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client/catalogue';
import { DRIVER_CENTS_PER_DAY, toDollars } from '@salone/booking-rules';
import { Badge, MapPinIcon, theme } from '@salone/ui';
import { DetailCard, FactList } from '../../../shared/detail';
import { CarFeatures } from './CarFeatures';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

/** The cards of the car detail page (docs/product.md, screens); server data only. */

export function CarSpecifications({ car }: { car: CarDto }) {
  const t = useT(bookingMessages);
  return (
    <DetailCard title={t('car.specifications')}>
      <FactList
        facts={[
          [t('car.make'), car.make],
          [t('car.model'), car.model],
          [t('car.year'), car.year],
          [t('car.typeLabel'), t(`car.type.${car.type}`)],
          Boolean(car.seats) && [t('car.seats'), car.seats],
          Boolean(car.transmission) && [t('car.transmission'), car.transmission],
          Boolean(car.fuelType) && [t('car.fuel'), car.fuelType],
          [t('car.location'), car.location],
        ]}
      />
    </DetailCard>
  );
}

export function CarFeaturesCard({ car }: { car: CarDto }) {
  const t = useT(bookingMessages);
  if (car.features.length === 0) return null;
  return (
    <DetailCard title={t('car.features')}>
      <CarFeatures features={car.features} columns />
    </DetailCard>
  );
}

/** Daily, weekly and monthly rates with their savings, and the driver's rate. */
export function CarPricing({ car }: { car: CarDto }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  const pricing = car.pricing;
  const driverPerDay = pricing?.driverPerDay ?? toDollars(DRIVER_CENTS_PER_DAY);
  return (
    <DetailCard title={t('car.pricing')}>
      <FactList
        facts={[
          [
            t('car.daily'),
            t('car.perDay', { price: prices.price(pricing?.daily ?? car.dailyRate) }),
          ],
          pricing && [
            t('car.weekly'),
            <>
              {prices.price(pricing.weekly)}{' '}
              <Badge tone="success">
                {t('car.save', { percent: pricing.weeklySavingPercent })}
              </Badge>
            </>,
          ],
          pricing && [
            t('car.monthly'),
            <>
              {prices.price(pricing.monthly)}{' '}
              <Badge tone="success">
                {t('car.save', { percent: pricing.monthlySavingPercent })}
              </Badge>
            </>,
          ],
          [t('car.driver'), t('car.perDay', { price: prices.price(driverPerDay) })],
        ]}
      />
    </DetailCard>
  );
}

export function CarExtras({ car }: { car: CarDto }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  if (!(car.extras?.length > 0)) return null;
  return (
    <DetailCard title={t('car.extras')}>
      <FactList
        facts={car.extras.map((extra) => [
          extra.name,
          t(`car.unit.${extra.unit}`, { price: prices.price(extra.price) }),
        ])}
      />
    </DetailCard>
  );
}

export function CarTerms({ car }: { car: CarDto }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  const terms = car.terms;
  if (!terms) return null;
  return (
    <DetailCard title={t('car.terms')}>
      <FactList
        facts={[
          [t('car.minimumAge'), t('car.years', { count: terms.minimumAge })],
          [t('car.deposit'), t('car.refundable', { price: prices.price(terms.deposit) })],
          [
            t('car.lateReturn'),
            t('car.unit.hour', { price: prices.price(terms.lateReturnFeePerHour) }),
          ],
          [t('car.fuelPolicy'), terms.fuelPolicy],
          [t('car.mileage'), terms.mileage],
          [t('car.insurance'), terms.insurance],
          [t('car.cancellation'), terms.cancellation],
        ]}
      />
    </DetailCard>
  );
}

export function CarPickupLocations({ car }: { car: CarDto }) {
  const t = useT(bookingMessages);
  if (!(car.pickupLocations?.length > 0)) return null;
  return (
    <DetailCard title={t('car.pickupLocations')}>
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
