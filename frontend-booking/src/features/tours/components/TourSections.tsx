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
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

/** The main cards of the tour detail page (docs/product.md, screens); server data only. */

export function AboutTour({ tour }: { tour: TourDto }) {
  const t = useT(bookingMessages);
  return (
    <DetailCard id="tour-about" title={t('tour.about')}>
      <DetailText>{tour.description}</DetailText>
    </DetailCard>
  );
}

export function TourItinerary({ tour }: { tour: TourDto }) {
  const t = useT(bookingMessages);
  return (
    <DetailCard id="tour-itinerary" title={t('tour.itinerary')}>
      <StyledDays>
        {tour.itinerary.map((day) => (
          <li key={day.day}>
            <SubHeading>{t('tour.day', { day: day.day, title: day.title })}</SubHeading>
            <StyledDayGrid>
              <div>
                <h4>{t('tour.activities')}</h4>
                <ul>
                  {day.activities.map((activity) => (
                    <li key={activity}>{activity}</li>
                  ))}
                </ul>
              </div>
              {day.meals.length > 0 ? (
                <div>
                  <h4>{t('tour.meals')}</h4>
                  <p>{day.meals.join(', ')}</p>
                </div>
              ) : null}
              {day.accommodation ? (
                <div>
                  <h4>{t('tour.accommodation')}</h4>
                  <p>{day.accommodation}</p>
                </div>
              ) : null}
              {day.highlights.length > 0 ? (
                <div>
                  <h4>{t('tour.highlights')}</h4>
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
  const t = useT(bookingMessages);
  return (
    <DetailCard id="tour-included" title={t('event.whatsIncluded')}>
      <SubHeading>{t('tour.activities')}</SubHeading>
      <CheckList items={tour.includedActivities} />
      {tour.meals.length > 0 ? (
        <>
          <SubHeading>{t('tour.meals')}</SubHeading>
          <CheckList items={tour.meals} />
        </>
      ) : null}
      {tour.meetingPoint ? (
        <>
          <SubHeading>{t('tour.meetingPoint')}</SubHeading>
          <DetailText>{tour.meetingPoint}</DetailText>
        </>
      ) : null}
      {tour.transport ? (
        <>
          <SubHeading>{t('tour.transport')}</SubHeading>
          <DetailText>{tour.transport}</DetailText>
        </>
      ) : null}
      {tour.whatToBring.length > 0 ? (
        <>
          <SubHeading>{t('tour.whatToBring')}</SubHeading>
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
  const t = useT(bookingMessages);
  const prices = usePrices();
  const { pricing } = tour;
  return (
    <DetailCard id="tour-pricing" title={t('tour.pricingOptions')}>
      <FactList
        facts={[
          [
            t('tour.sharedUpTo', { count: tour.maxGroupSize }),
            t('tour.pricePerPerson', { price: prices.price(pricing.shared) }),
          ],
          [t('tour.private'), t('tour.pricePerPerson', { price: prices.price(pricing.private) })],
          [
            t('tour.children', { ages: pricing.childrenAges }),
            t('tour.pricePerChild', { price: prices.price(pricing.children) }),
          ],
        ]}
      />
      {pricing.groupDiscounts.length > 0 ? (
        <>
          <SubHeading>{t('tour.groupDiscounts')}</SubHeading>
          <BulletList>
            {pricing.groupDiscounts.map((discount) => (
              <li key={discount.minGroupSize}>
                {t('tour.discount', {
                  size: discount.minGroupSize,
                  percent: discount.discountPercent,
                })}
              </li>
            ))}
          </BulletList>
          <MutedLine>{t('tour.discountNote')}</MutedLine>
        </>
      ) : null}
    </DetailCard>
  );
}

export function SafetyInsurance({ tour }: { tour: TourDto }) {
  const t = useT(bookingMessages);
  const { safety } = tour;
  return (
    <DetailCard id="tour-safety" title={t('tour.safety')}>
      <SubHeading>{t('tour.safetyMeasures')}</SubHeading>
      <CheckList items={safety.measures} />
      {safety.equipment.length > 0 ? (
        <>
          <SubHeading>{t('tour.safetyEquipment')}</SubHeading>
          <BulletList>
            {safety.equipment.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </BulletList>
        </>
      ) : null}
      <SubHeading>{t('car.insurance')}</SubHeading>
      <StyledIconText>
        <ShieldIcon size={18} />
        {safety.insurance}
      </StyledIconText>
      <SubHeading>{t('tour.emergency')}</SubHeading>
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
