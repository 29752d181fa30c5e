import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { TourDto } from '@salone/api-client/catalogue';
import { PhoneIcon, ShieldIcon, theme } from '@salone/ui';
import {
  BulletList,
  CheckList,
  DetailCard,
  DetailText,
  FactList,
  MutedLine,
  SubHeading,
} from '../../../shared/detail';
import { telHref } from '../../../shared/links';

/** The main cards of the tour detail page (docs/product.md, screens); server data only. */

export function AboutTour({ tour }: { tour: TourDto }) {
  return (
    <DetailCard id="tour-about" title="About This Tour">
      <DetailText>{tour.description}</DetailText>
    </DetailCard>
  );
}

export function TourItinerary({ tour }: { tour: TourDto }) {
  return (
    <DetailCard id="tour-itinerary" title="Tour Itinerary">
      <StyledDays>
        {tour.itinerary.map((day) => (
          <li key={day.day}>
            <SubHeading>
              Day {day.day}: {day.title}
            </SubHeading>
            <StyledDayGrid>
              <div>
                <h4>Activities</h4>
                <ul>
                  {day.activities.map((activity) => (
                    <li key={activity}>{activity}</li>
                  ))}
                </ul>
              </div>
              {day.meals.length > 0 ? (
                <div>
                  <h4>Meals</h4>
                  <p>{day.meals.join(', ')}</p>
                </div>
              ) : null}
              {day.accommodation ? (
                <div>
                  <h4>Accommodation</h4>
                  <p>{day.accommodation}</p>
                </div>
              ) : null}
              {day.highlights.length > 0 ? (
                <div>
                  <h4>Highlights</h4>
                  <p>{day.highlights.join(' · ')}</p>
                </div>
              ) : null}
            </StyledDayGrid>
          </li>
        ))}
      </StyledDays>
    </DetailCard>
  );
}

export function WhatsIncluded({ tour }: { tour: TourDto }) {
  return (
    <DetailCard id="tour-included" title="What's Included">
      <SubHeading>Activities</SubHeading>
      <CheckList items={tour.includedActivities} />
      {tour.meals.length > 0 ? (
        <>
          <SubHeading>Meals</SubHeading>
          <CheckList items={tour.meals} />
        </>
      ) : null}
      {tour.transport ? (
        <>
          <SubHeading>Transport</SubHeading>
          <DetailText>{tour.transport}</DetailText>
        </>
      ) : null}
      {tour.whatToBring.length > 0 ? (
        <>
          <SubHeading>What to Bring</SubHeading>
          <BulletList>
            {tour.whatToBring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </BulletList>
        </>
      ) : null}
    </DetailCard>
  );
}

export function PricingOptions({ tour }: { tour: TourDto }) {
  const prices = usePrices();
  const { pricing } = tour;
  return (
    <DetailCard id="tour-pricing" title="Pricing Options">
      <FactList
        facts={[
          [
            `Shared tour (up to ${tour.maxGroupSize} people)`,
            `${prices.price(pricing.shared)} per person`,
          ],
          ['Private tour (your group only)', `${prices.price(pricing.private)} per person`],
          [
            `Children (ages ${pricing.childrenAges})`,
            `${prices.price(pricing.children)} per child`,
          ],
        ]}
      />
      {pricing.groupDiscounts.length > 0 ? (
        <>
          <SubHeading>Group discounts</SubHeading>
          <BulletList>
            {pricing.groupDiscounts.map((discount) => (
              <li key={discount.minGroupSize}>
                {discount.minGroupSize}+ people: {discount.discountPercent}% off
              </li>
            ))}
          </BulletList>
          <MutedLine>
            Group discounts are claimed with the tour operator; the amount you pay when booking is
            the price per person times the number of participants.
          </MutedLine>
        </>
      ) : null}
    </DetailCard>
  );
}

export function SafetyInsurance({ tour }: { tour: TourDto }) {
  const { safety } = tour;
  return (
    <DetailCard id="tour-safety" title="Safety & Insurance">
      <SubHeading>Safety measures</SubHeading>
      <CheckList items={safety.measures} />
      {safety.equipment.length > 0 ? (
        <>
          <SubHeading>Safety equipment</SubHeading>
          <BulletList>
            {safety.equipment.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </BulletList>
        </>
      ) : null}
      <SubHeading>Insurance</SubHeading>
      <StyledIconText>
        <ShieldIcon size={18} />
        {safety.insurance}
      </StyledIconText>
      <SubHeading>Emergency contacts</SubHeading>
      <BulletList>
        {safety.emergencyContacts.map((contact) => (
          <li key={contact.name}>
            {contact.name}:{' '}
            <a href={telHref(contact.phone)}>
              <PhoneIcon size={14} /> {contact.phone}
            </a>
          </li>
        ))}
      </BulletList>
    </DetailCard>
  );
}

const StyledIconText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]}px;
  margin: 0;

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${theme.colors.primary};
  }
`;

const StyledDays = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding-left: ${theme.space[3]}px;
    border-left: 3px solid ${theme.colors.primary};
  }
`;

const StyledDayGrid = styled.div`
  display: grid;
  gap: ${theme.space[3]}px;
  margin-top: ${theme.space[2]}px;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h4 {
    margin: 0 0 ${theme.space[1]}px;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${theme.space[4]}px;
  }
`;
