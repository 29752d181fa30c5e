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

/** The main cards of the property detail page (docs/product.md, screens). */

const FREQUENCY: Record<PropertyDto['financials']['fees'][number]['frequency'], string> = {
  'one-time': 'one-time',
  monthly: 'per month',
  yearly: 'per year',
};

export function PropertyDescription({ property }: { property: PropertyDto }) {
  return (
    <DetailCard id="property-description" title="Property Description">
      <DetailText>{property.description}</DetailText>
    </DetailCard>
  );
}

export function PropertyFeatures({ property }: { property: PropertyDto }) {
  return (
    <DetailCard id="property-features" title="Property Features">
      <StyledColumns>
        <CheckList items={property.features} />
      </StyledColumns>
    </DetailCard>
  );
}

export function PropertyDetails({ property }: { property: PropertyDto }) {
  const prices = usePrices();
  const details = property.propertyDetails;
  return (
    <DetailCard id="property-details" title="Property Details">
      <FactList
        facts={[
          ['Year built', String(details.yearBuilt)],
          ['Lot size', details.lotSize],
          ['Property tax', `${prices.price(details.propertyTax)} per year`],
          property.type === 'apartment' &&
            details.hoa !== null && ['HOA fee', `${prices.price(details.hoa)} per month`],
          ['Parking', details.parking],
          details.garage > 0 && [
            'Garage',
            `${details.garage} space${details.garage === 1 ? '' : 's'}`,
          ],
          ['Stories', String(details.stories)],
        ]}
      />
    </DetailCard>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <StyledStars role="img" aria-label={`${rating} out of 5 stars`}>
      <StarsIcon size={16} filled={Math.round(rating)} />
    </StyledStars>
  );
}

export function Neighborhood({ property }: { property: PropertyDto }) {
  const area = property.neighborhood;
  return (
    <DetailCard id="property-neighborhood" title="Neighborhood">
      <SubHeading>{area.name}</SubHeading>
      <DetailText>{area.description}</DetailText>
      <FactList
        facts={[
          ['Walk score', `${area.walkScore}/100`],
          [
            'Safety rating',
            <StyledRating key="safety">
              <Stars rating={area.safetyRating} />
              {area.safetyRating}/5
            </StyledRating>,
          ],
          [
            'Emergency number',
            <a key="emergency" href={`tel:${property.emergencyNumber}`}>
              <PhoneIcon size={14} /> {property.emergencyNumber}
            </a>,
          ],
        ]}
      />
      {area.schools.length > 0 ? (
        <>
          <SubHeading>Nearby schools</SubHeading>
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
          <SubHeading>Amenities</SubHeading>
          <CheckList items={area.amenities} />
        </>
      ) : null}
      {area.transportation.length > 0 ? (
        <>
          <SubHeading>Transportation</SubHeading>
          <CheckList items={area.transportation} />
        </>
      ) : null}
    </DetailCard>
  );
}

export function FinancialInformation({ property }: { property: PropertyDto }) {
  const prices = usePrices();
  const money = property.financials;
  return (
    <DetailCard id="property-financials" title="Financial Information">
      <FactList
        facts={[
          money.salePrice !== null && ['Sale price', prices.price(money.salePrice)],
          money.rentPrice !== null && ['Monthly rent', `${prices.price(money.rentPrice)}/month`],
          ['Deposit', prices.price(money.deposit)],
          ['Utilities (estimated)', `${prices.price(money.utilities)}/month`],
          ['Maintenance (estimated)', `${prices.price(money.maintenance)}/month`],
        ]}
      />
      {money.fees.length > 0 ? (
        <>
          <SubHeading>Fees</SubHeading>
          <FactList
            facts={money.fees.map((fee) => [
              fee.name,
              `${prices.price(fee.amount)} ${FREQUENCY[fee.frequency] ?? fee.frequency}`,
            ])}
          />
        </>
      ) : null}
    </DetailCard>
  );
}

export function InspectionCondition({ property }: { property: PropertyDto }) {
  const inspection = property.inspection;
  return (
    <DetailCard id="property-inspection" title="Property Inspection & Condition">
      <FactList
        facts={[
          ['Last inspected', formatDate(inspection.lastInspected)],
          ['Condition', inspection.condition],
          ['Warranty', inspection.warranty],
        ]}
      />
      <SubHeading>Issues found</SubHeading>
      {inspection.issues.length > 0 ? (
        <BulletList>
          {inspection.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </BulletList>
      ) : (
        <DetailText>No issues found at the last inspection.</DetailText>
      )}
      {inspection.certifications.length > 0 ? (
        <>
          <SubHeading>Certifications</SubHeading>
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
