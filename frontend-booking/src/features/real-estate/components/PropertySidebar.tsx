import styled from 'styled-components';
import type { PropertyDto } from '@salone/api-client';
import {
  Button,
  CalendarIcon,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ClockIcon,
  GlobeIcon,
  MailIcon,
  PhoneIcon,
} from '@salone/ui';
import { formatUsd } from '../../../shared/format';
import { PaymentOptions } from '../../../shared/PaymentOptions';
import { FactList } from '../../../shared/tours-detailLayout';
import { PROPERTY_PAYMENT_METHODS, VIEWING_MESSAGES } from '../propertyRules';
import { propertyTypeLabel } from './PropertyBadges';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** The sidebar of the property detail page (spec section 2, Property detail). */
export function PropertySidebar({
  property,
  onSchedule,
}: {
  property: PropertyDto;
  onSchedule(): void;
}) {
  const { agent } = property;
  return (
    <>
      <Card as="section" aria-labelledby="property-viewing">
        <CardHeader>
          <CardTitle as="h2" id="property-viewing">
            Schedule a Viewing
          </CardTitle>
        </CardHeader>
        <CardContent>
          <StyledText>
            See the property with the agent. Viewing fee{' '}
            <strong>{formatUsd(property.viewingFee)}</strong>, paid by mobile money.
          </StyledText>
          <Button fullWidth size="lg" onClick={onSchedule} disabled={!property.isActive}>
            <CalendarIcon size={18} />
            Schedule Viewing
          </Button>
          {property.isActive ? (
            <StyledSmall>
              <ClockIcon size={16} />
              Viewings 09:00-12:30 and 14:00-17:30; allow 30-45 minutes.
            </StyledSmall>
          ) : (
            <StyledSmall role="note">{VIEWING_MESSAGES.inactive}</StyledSmall>
          )}
        </CardContent>
      </Card>

      <Card as="section" aria-labelledby="property-agent">
        <CardHeader>
          <CardTitle as="h2" id="property-agent">
            Property Agent
          </CardTitle>
        </CardHeader>
        <CardContent>
          <div>
            <StyledName>{agent.name}</StyledName>
            <StyledSmall>{agent.company}</StyledSmall>
          </div>
          <FactList
            facts={[
              ['Licence', agent.license],
              ['Experience', agent.experience],
              ['Languages', agent.languages.join(', ')],
            ]}
          />
          {agent.specializations.length > 0 ? (
            <StyledSmall>Specializations: {agent.specializations.join(', ')}</StyledSmall>
          ) : null}
          <StyledContacts>
            <li>
              <a href={telHref(agent.phone)}>
                <PhoneIcon size={16} />
                {agent.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${agent.email}`}>
                <MailIcon size={16} />
                {agent.email}
              </a>
            </li>
            {agent.website ? (
              <li>
                <a href={agent.website} target="_blank" rel="noopener noreferrer">
                  <GlobeIcon size={16} />
                  Agency website
                </a>
              </li>
            ) : null}
          </StyledContacts>
        </CardContent>
      </Card>

      <Card as="section" aria-labelledby="property-facts">
        <CardHeader>
          <CardTitle as="h2" id="property-facts">
            Quick Facts
          </CardTitle>
        </CardHeader>
        <CardContent>
          <FactList
            facts={[
              ['Type', propertyTypeLabel(property.type)],
              ['Area', `${property.area.toLocaleString('en-US')} sq ft`],
              property.bedrooms !== null && ['Bedrooms', String(property.bedrooms)],
              property.bathrooms !== null && ['Bathrooms', String(property.bathrooms)],
              ['Year built', String(property.yearBuilt ?? property.propertyDetails.yearBuilt)],
              ['Availability', property.isActive ? 'Available' : 'Not Available'],
            ]}
          />
        </CardContent>
      </Card>

      <PaymentOptions methods={PROPERTY_PAYMENT_METHODS} />
    </>
  );
}

const StyledText = styled.p`
  margin: 0;
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSmall = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex-shrink: 0;
  }
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
