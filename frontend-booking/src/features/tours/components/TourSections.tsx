import styled from 'styled-components';
import type { TourDto } from '@salone/api-client';
import { Card, CardContent, CardHeader, CardTitle, PhoneIcon, ShieldIcon } from '@salone/ui';
import { formatUsd } from '../../../shared/format';
import { CheckList, FactList, SubHeading } from '../../../shared/tours-detailLayout';

/** The main cards of the tour detail page (spec section 2, Tour detail); server data only. */

export function AboutTour({ tour }: { tour: TourDto }) {
  return (
    <Card as="section" aria-labelledby="tour-about">
      <CardHeader>
        <CardTitle as="h2" id="tour-about">
          About This Tour
        </CardTitle>
      </CardHeader>
      <CardContent>
        <StyledText>{tour.description}</StyledText>
      </CardContent>
    </Card>
  );
}

export function TourItinerary({ tour }: { tour: TourDto }) {
  return (
    <Card as="section" aria-labelledby="tour-itinerary">
      <CardHeader>
        <CardTitle as="h2" id="tour-itinerary">
          Tour Itinerary
        </CardTitle>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}

export function WhatsIncluded({ tour }: { tour: TourDto }) {
  return (
    <Card as="section" aria-labelledby="tour-included">
      <CardHeader>
        <CardTitle as="h2" id="tour-included">
          What&apos;s Included
        </CardTitle>
      </CardHeader>
      <CardContent>
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
            <StyledText>{tour.transport}</StyledText>
          </>
        ) : null}
        {tour.whatToBring.length > 0 ? (
          <>
            <SubHeading>What to Bring</SubHeading>
            <StyledBullets>
              {tour.whatToBring.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </StyledBullets>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function PricingOptions({ tour }: { tour: TourDto }) {
  const { pricing } = tour;
  return (
    <Card as="section" aria-labelledby="tour-pricing">
      <CardHeader>
        <CardTitle as="h2" id="tour-pricing">
          Pricing Options
        </CardTitle>
      </CardHeader>
      <CardContent>
        <FactList
          facts={[
            [
              `Shared tour (up to ${tour.maxGroupSize} people)`,
              `${formatUsd(pricing.shared)} per person`,
            ],
            ['Private tour (your group only)', `${formatUsd(pricing.private)} per person`],
            [`Children (ages ${pricing.childrenAges})`, `${formatUsd(pricing.children)} per child`],
          ]}
        />
        {pricing.groupDiscounts.length > 0 ? (
          <>
            <SubHeading>Group discounts</SubHeading>
            <StyledBullets>
              {pricing.groupDiscounts.map((discount) => (
                <li key={discount.minGroupSize}>
                  {discount.minGroupSize}+ people: {discount.discountPercent}% off
                </li>
              ))}
            </StyledBullets>
            <StyledNote>
              Group discounts are claimed with the tour operator; the amount you pay when booking is
              the price per person times the number of participants.
            </StyledNote>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function SafetyInsurance({ tour }: { tour: TourDto }) {
  const { safety } = tour;
  return (
    <Card as="section" aria-labelledby="tour-safety">
      <CardHeader>
        <CardTitle as="h2" id="tour-safety">
          Safety &amp; Insurance
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SubHeading>Safety measures</SubHeading>
        <CheckList items={safety.measures} />
        {safety.equipment.length > 0 ? (
          <>
            <SubHeading>Safety equipment</SubHeading>
            <StyledBullets>
              {safety.equipment.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </StyledBullets>
          </>
        ) : null}
        <SubHeading>Insurance</SubHeading>
        <StyledIconText>
          <ShieldIcon size={18} />
          {safety.insurance}
        </StyledIconText>
        <SubHeading>Emergency contacts</SubHeading>
        <StyledBullets>
          {safety.emergencyContacts.map((contact) => (
            <li key={contact.name}>
              {contact.name}:{' '}
              <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                <PhoneIcon size={14} /> {contact.phone}
              </a>
            </li>
          ))}
        </StyledBullets>
      </CardContent>
    </Card>
  );
}

const StyledText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;

  li + li {
    margin-top: ${({ theme }) => theme.space[1]}px;
  }

  a {
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const StyledIconText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledDays = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding-left: ${({ theme }) => theme.space[3]}px;
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

const StyledDayGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h4 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${({ theme }) => theme.space[4]}px;
  }
`;
