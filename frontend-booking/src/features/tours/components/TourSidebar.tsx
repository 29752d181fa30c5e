import styled from 'styled-components';
import type { TourDto } from '@salone/api-client';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  GlobeIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
  StarIcon,
} from '@salone/ui';
import { formatUsd } from '../../../shared/format';
import { PaymentOptions } from '../../../shared/PaymentOptions';
import { FactList } from '../../../shared/tours-detailLayout';
import { DIFFICULTY_BADGE } from '../tourRules';

export const TOUR_PAYMENT_METHODS = [
  'Mobile money (Orange Money, AfriMoney)',
  'Bank transfer',
  'Cash',
];

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** The sidebar of the tour detail page (spec section 2, Tour detail). */
export function TourSidebar({ tour, onBook }: { tour: TourDto; onBook(): void }) {
  const { operator } = tour;
  return (
    <>
      <Card as="section" aria-labelledby="tour-book">
        <CardHeader>
          <CardTitle as="h2" id="tour-book">
            Book This Tour
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StyledPrice>
            <strong>{formatUsd(tour.price)}</strong> per person
          </StyledPrice>
          <Button fullWidth size="lg" onClick={onBook}>
            Book Now
          </Button>
          <StyledNote>
            <ShieldIcon size={16} />
            Secure booking with mobile money payment
          </StyledNote>
        </CardContent>
      </Card>

      <Card as="section" aria-labelledby="tour-details">
        <CardHeader>
          <CardTitle as="h2" id="tour-details">
            Tour Details
          </CardTitle>
        </CardHeader>
        <CardContent>
          <FactList
            facts={[
              ['Difficulty', DIFFICULTY_BADGE[tour.difficulty]?.label ?? tour.difficulty],
              ['Minimum age', `${tour.minAge} years`],
              ['Fitness level', tour.fitnessLevel],
              ['Group size', `Up to ${tour.maxGroupSize} people`],
              ['Languages', tour.languages.join(', ')],
            ]}
          />
        </CardContent>
      </Card>

      <Card as="section" aria-labelledby="tour-operator">
        <CardHeader>
          <CardTitle as="h2" id="tour-operator">
            Tour Operator
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StyledName>{operator.name}</StyledName>
          <StyledRating>
            <StarIcon size={16} filled />
            {operator.rating.toFixed(1)} rating · {operator.yearsOperating} years operating
          </StyledRating>
          <StyledText>{operator.description}</StyledText>
          <StyledSmall>Licence {operator.license}</StyledSmall>
          <StyledContacts>
            <li>
              <a href={telHref(operator.phone)}>
                <PhoneIcon size={16} />
                {operator.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${operator.email}`}>
                <MailIcon size={16} />
                {operator.email}
              </a>
            </li>
          </StyledContacts>
        </CardContent>
      </Card>

      <Card as="section" aria-labelledby="tour-guides">
        <CardHeader>
          <CardTitle as="h2" id="tour-guides">
            Professional Guides
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StyledGuides>
            {tour.guides.map((guide) => (
              <li key={guide.name}>
                <StyledName>{guide.name}</StyledName>
                <StyledSmall>{guide.experience} of guiding</StyledSmall>
                <StyledSmall>
                  <GlobeIcon size={14} /> {guide.languages.join(', ')}
                </StyledSmall>
                {guide.specialties.length > 0 ? (
                  <StyledSmall>Specialties: {guide.specialties.join(', ')}</StyledSmall>
                ) : null}
              </li>
            ))}
          </StyledGuides>
        </CardContent>
      </Card>

      <PaymentOptions methods={TOUR_PAYMENT_METHODS} />
    </>
  );
}

const StyledPrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StyledNote = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRating = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSmall = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledContacts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.secondary};
    overflow-wrap: anywhere;
  }
`;

const StyledGuides = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    padding-top: ${({ theme }) => theme.space[3]}px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
