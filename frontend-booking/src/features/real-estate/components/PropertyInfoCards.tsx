import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { PropertyDto } from '@salone/api-client/catalogue';
import { PhoneIcon, StarsIcon, theme } from '@salone/ui';
import { formatDate } from '@salone/format';
import {
  BulletList,
  CheckList,
  DetailCard,
  DetailText,
  FactList,
  SubHeading,
} from '../../../shared/detail';
import { useLocale, useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

/** The main cards of the property detail page (docs/product.md, screens). */

export function PropertyDescription({ property }: { property: PropertyDto }) {
  const t = useT(bookingMessages);
  return (
    <DetailCard id="property-description" title={t('property.description')}>
      <DetailText>{property.description}</DetailText>
    </DetailCard>
  );
}

export function PropertyFeatures({ property }: { property: PropertyDto }) {
  const t = useT(bookingMessages);
  return (
    <DetailCard id="property-features" title={t('property.features')}>
      <StyledColumns>
        <CheckList items={property.features} />
      </StyledColumns>
    </DetailCard>
  );
}

export function PropertyDetails({ property }: { property: PropertyDto }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  const details = property.propertyDetails;
  return (
    <DetailCard id="property-details" title={t('property.details')}>
      <FactList
        facts={[
          [t('property.yearBuilt'), String(details.yearBuilt)],
          [t('property.lotSize'), details.lotSize],
          [
            t('property.tax'),
            t('property.fee.yearly', { amount: prices.price(details.propertyTax) }),
          ],
          property.type === 'apartment' &&
            details.hoa !== null && [
              t('property.hoa'),
              t('property.fee.monthly', { amount: prices.price(details.hoa) }),
            ],
          [t('property.parking'), details.parking],
          details.garage > 0 && [
            t('property.garage'),
            t('property.spaces', { count: details.garage }),
          ],
          [t('property.stories'), String(details.stories)],
        ]}
      />
    </DetailCard>
  );
}

function Stars({ rating }: { rating: number }) {
  const t = useT(bookingMessages);
  return (
    <StyledStars role="img" aria-label={t('property.outOfFive', { rating })}>
      <StarsIcon size={16} filled={Math.round(rating)} />
    </StyledStars>
  );
}

export function Neighborhood({ property }: { property: PropertyDto }) {
  const t = useT(bookingMessages);
  const area = property.neighborhood;
  return (
    <DetailCard id="property-neighborhood" title={t('property.neighborhood')}>
      <SubHeading>{area.name}</SubHeading>
      <DetailText>{area.description}</DetailText>
      <FactList
        facts={[
          [t('property.walkScore'), `${area.walkScore}/100`],
          [
            t('property.safetyRating'),
            <StyledRating key="safety">
              <Stars rating={area.safetyRating} />
              {area.safetyRating}/5
            </StyledRating>,
          ],
          [
            t('property.emergencyNumber'),
            <a key="emergency" href={`tel:${property.emergencyNumber}`}>
              <PhoneIcon size={14} /> {property.emergencyNumber}
            </a>,
          ],
        ]}
      />
      {area.schools.length > 0 ? (
        <>
          <SubHeading>{t('property.schools')}</SubHeading>
          <StyledList>
            {area.schools.map((school) => (
              <li key={school.name}>
                <span>{school.name}</span>
                <StyledMuted>
                  {school.rating}/5 · {school.distance}
                </StyledMuted>
              </li>
            ))}
          </StyledList>
        </>
      ) : null}
      {area.amenities.length > 0 ? (
        <>
          <SubHeading>{t('hotel.amenities')}</SubHeading>
          <CheckList items={area.amenities} />
        </>
      ) : null}
      {area.transportation.length > 0 ? (
        <>
          <SubHeading>{t('property.transportation')}</SubHeading>
          <CheckList items={area.transportation} />
        </>
      ) : null}
    </DetailCard>
  );
}

export function FinancialInformation({ property }: { property: PropertyDto }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  const money = property.financials;
  return (
    <DetailCard id="property-financials" title={t('property.financial')}>
      <FactList
        facts={[
          money.salePrice !== null && [t('property.salePrice'), prices.price(money.salePrice)],
          money.rentPrice !== null && [
            t('property.monthlyRent'),
            t('property.perMonth', { price: prices.price(money.rentPrice) }),
          ],
          [t('car.deposit'), prices.price(money.deposit)],
          [
            t('property.utilities'),
            t('property.perMonth', { price: prices.price(money.utilities) }),
          ],
          [
            t('property.maintenance'),
            t('property.perMonth', { price: prices.price(money.maintenance) }),
          ],
        ]}
      />
      {money.fees.length > 0 ? (
        <>
          <SubHeading>{t('property.fees')}</SubHeading>
          <FactList
            facts={money.fees.map((fee) => [
              fee.name,
              t(`property.fee.${fee.frequency}`, { amount: prices.price(fee.amount) }),
            ])}
          />
        </>
      ) : null}
    </DetailCard>
  );
}

export function InspectionCondition({ property }: { property: PropertyDto }) {
  const t = useT(bookingMessages);
  const { locale } = useLocale();
  const inspection = property.inspection;
  return (
    <DetailCard id="property-inspection" title={t('property.inspection')}>
      <FactList
        facts={[
          [t('property.lastInspected'), formatDate(inspection.lastInspected, { locale })],
          [t('property.condition'), inspection.condition],
          [t('property.warranty'), inspection.warranty],
        ]}
      />
      <SubHeading>{t('property.issues')}</SubHeading>
      {inspection.issues.length > 0 ? (
        <BulletList>
          {inspection.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </BulletList>
      ) : (
        <DetailText>{t('property.noIssues')}</DetailText>
      )}
      {inspection.certifications.length > 0 ? (
        <>
          <SubHeading>{t('property.certifications')}</SubHeading>
          <CheckList items={inspection.certifications} />
        </>
      ) : null}
    </DetailCard>
  );
}

const StyledMuted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
`;

const StyledColumns = styled.div`
  ${theme.media.md} {
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const StyledStars = styled.span`
  display: inline-flex;
  color: ${theme.colors.warning};
`;

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]}px;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]}px;
  }
`;
