import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { TourDto } from '@salone/api-client/catalogue';
import { Button, GlobeIcon, ShieldIcon, StarIcon, theme } from '@salone/ui';
import { ContactLinks, DetailCard, FactList, MutedLine, NameLine } from '../../../shared/detail';
import { PaymentOptions } from '../../../shared/PaymentOptions';
import { DIFFICULTY_BADGE } from '../tourRules';
import { MessageOnWhatsApp } from '../../../shared/MessageOnWhatsApp';

/** The sidebar of the tour detail page (docs/product.md, screens). */
export function TourSidebar({ tour, onBook }: { tour: TourDto; onBook(): void }) {
  const prices = usePrices();
  const { operator } = tour;
  return (
    <>
      <DetailCard id="tour-book" title="Book This Tour">
        <StyledPrice>
          <strong>{prices.price(tour.price)}</strong> per person
        </StyledPrice>
        <Button fullWidth size="lg" onClick={onBook}>
          Book Now
        </Button>
        <MessageOnWhatsApp number={tour.whatsapp} listingName={tour.title} />
        <StyledNote>
          <ShieldIcon size={16} />
          Secure booking with mobile money payment
        </StyledNote>
      </DetailCard>

      <DetailCard id="tour-details" title="Tour Details">
        <FactList
          facts={[
            ['Difficulty', DIFFICULTY_BADGE[tour.difficulty]?.label ?? tour.difficulty],
            ['Minimum age', `${tour.minAge} years`],
            ['Fitness level', tour.fitnessLevel],
            ['Group size', `Up to ${tour.maxGroupSize} people`],
            ['Languages', tour.languages.join(', ')],
          ]}
        />
      </DetailCard>

      <DetailCard id="tour-operator" title="Tour Operator">
        <NameLine>{operator.name}</NameLine>
        <StyledRating>
          <StarIcon size={16} filled />
          {operator.rating.toFixed(1)} rating · {operator.yearsOperating} years operating
        </StyledRating>
        <StyledText>{operator.description}</StyledText>
        <MutedLine>Licence {operator.license}</MutedLine>
        <ContactLinks phone={operator.phone} email={operator.email} />
      </DetailCard>

      <DetailCard id="tour-guides" title="Professional Guides">
        <StyledGuides>
          {tour.guides.map((guide) => (
            <li key={guide.name}>
              <NameLine>{guide.name}</NameLine>
              <MutedLine>{guide.experience} of guiding</MutedLine>
              <MutedLine>
                <GlobeIcon size={14} /> {guide.languages.join(', ')}
              </MutedLine>
              {guide.specialties.length > 0 ? (
                <MutedLine>Specialties: {guide.specialties.join(', ')}</MutedLine>
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
