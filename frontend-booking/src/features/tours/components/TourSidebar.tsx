import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { TourDto } from '@salone/api-client/catalogue';
import { Button, GlobeIcon, ShieldIcon, StarIcon, theme } from '@salone/ui';
import { ContactLinks, DetailCard, FactList, MutedLine, NameLine } from '../../../shared/detail';
import { PaymentOptions } from '../../../shared/PaymentOptions';
import { DIFFICULTY_BADGE } from '../tourRules';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { MessageOnWhatsApp } from '../../../shared/MessageOnWhatsApp';

/** The sidebar of the tour detail page (docs/product.md, screens). */
export function TourSidebar({ tour, onBook }: { tour: TourDto; onBook(): void }) {
  const prices = usePrices();
  const { operator } = tour;
  const t = useT(bookingMessages);
  return (
    <>
      <DetailCard id="tour-book" title={t('tour.bookThis')}>
        <StyledPrice>
          <strong>{prices.price(tour.price)}</strong> {t('tour.perPerson')}
        </StyledPrice>
        <Button fullWidth size="lg" onClick={onBook}>
          {t('hotel.bookNow')}
        </Button>
        <MessageOnWhatsApp number={tour.whatsapp} listingName={tour.title} />
        <StyledNote>
          <ShieldIcon size={16} />
          {t('car.secure')}
        </StyledNote>
      </DetailCard>

      <DetailCard id="tour-details" title={t('tour.details')}>
        <FactList
          facts={[
            [
              t('tours.difficulty'),
              tour.difficulty in DIFFICULTY_BADGE
                ? t(`tour.difficulty.${tour.difficulty}`)
                : tour.difficulty,
            ],
            [t('tour.startTime'), t('tour.startTimeValue', { time: tour.startTime })],
            [t('car.minimumAge'), t('car.years', { count: tour.minAge })],
            [t('tour.fitness'), tour.fitnessLevel],
            [t('tour.groupSize'), t('tour.upToPeople', { count: tour.maxGroupSize })],
            [t('tour.languages'), tour.languages.join(', ')],
          ]}
        />
      </DetailCard>

      <DetailCard id="tour-operator" title={t('tour.operator')}>
        <NameLine>{operator.name}</NameLine>
        <StyledRating>
          <StarIcon size={16} filled />
          {t('tour.operatorRating', {
            rating: operator.rating.toFixed(1),
            years: operator.yearsOperating,
          })}
        </StyledRating>
        <StyledText>{operator.description}</StyledText>
        <MutedLine>{t('tour.licence', { licence: operator.license })}</MutedLine>
        <ContactLinks phone={operator.phone} email={operator.email} />
      </DetailCard>

      <DetailCard id="tour-guides" title={t('tour.guides')}>
        <StyledGuides>
          {tour.guides.map((guide) => (
            <li key={guide.name}>
              <NameLine>{guide.name}</NameLine>
              <MutedLine>{t('tour.experience', { experience: guide.experience })}</MutedLine>
              <MutedLine>
                <GlobeIcon size={14} /> {guide.languages.join(', ')}
              </MutedLine>
              {guide.specialties.length > 0 ? (
                <MutedLine>
                  {t('tour.specialties', { specialties: guide.specialties.join(', ') })}
                </MutedLine>
              ) : null}
            </li>
          ))}
        </StyledGuides>
      </DetailCard>

      <PaymentOptions />
    </>
  );
}

const StyledPrice = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};

  strong {
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.xxl};
  }
`;

const StyledNote = styled(MutedLine)`
  justify-content: center;
`;

const StyledRating = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  svg {
    color: ${theme.colors.warning};
  }
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`;

const StyledGuides = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    padding-top: ${theme.space[3]}px;
    border-top: 1px solid ${theme.colors.border};
  }
`;
