import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { PropertyDto } from '@salone/api-client/catalogue';
import { Button, CalendarIcon, ClockIcon } from '@salone/ui';
import { formatNumber } from '@salone/format';
import { ContactLinks, DetailCard, FactList, MutedLine, NameLine } from '../../../shared/detail';
import { PaymentOptions } from '../../../shared/PaymentOptions';
import { VIEWING_MESSAGES } from '../propertyRules';
import { propertyTypeLabel } from './PropertyBadges';
import { MessageOnWhatsApp } from '../../../shared/MessageOnWhatsApp';

/** The sidebar of the property detail page (docs/product.md, screens). */
export function PropertySidebar({
  property,
  onSchedule,
}: {
  property: PropertyDto;
  onSchedule(): void;
}) {
  const prices = usePrices();
  const { agent } = property;
  return (
    <>
      <DetailCard id="property-viewing" title="Schedule a Viewing">
        <StyledText>
          See the property with the agent. Viewing fee{' '}
          <strong>{prices.price(property.viewingFee)}</strong>, paid by mobile money.
        </StyledText>
        <Button fullWidth size="lg" onClick={onSchedule} disabled={!property.isActive}>
          <CalendarIcon size={18} />
          Schedule Viewing
        </Button>
        <MessageOnWhatsApp number={property.whatsapp} listingName={property.title} />
        {property.isActive ? (
          <MutedLine>
            <ClockIcon size={16} />
            Viewings 09:00-12:30 and 14:00-17:30; allow 30-45 minutes.
          </MutedLine>
        ) : (
          <MutedLine role="note">{VIEWING_MESSAGES.inactive}</MutedLine>
        )}
      </DetailCard>

      <DetailCard id="property-agent" title="Property Agent">
        <div>
          <NameLine>{agent.name}</NameLine>
          <MutedLine>{agent.company}</MutedLine>
        </div>
        <FactList
          facts={[
            ['Licence', agent.license],
            ['Experience', agent.experience],
            ['Languages', agent.languages.join(', ')],
          ]}
        />
        {agent.specializations.length > 0 ? (
          <MutedLine>Specializations: {agent.specializations.join(', ')}</MutedLine>
        ) : null}
        <ContactLinks
          phone={agent.phone}
          email={agent.email}
          website={agent.website}
          websiteLabel="Agency website"
        />
      </DetailCard>

      <DetailCard id="property-facts" title="Quick Facts">
        <FactList
          facts={[
            ['Type', propertyTypeLabel(property.type)],
            ['Area', `${formatNumber(property.area)} sq ft`],
            property.bedrooms !== null && ['Bedrooms', String(property.bedrooms)],
            property.bathrooms !== null && ['Bathrooms', String(property.bathrooms)],
            ['Year built', String(property.yearBuilt ?? property.propertyDetails.yearBuilt)],
            ['Availability', property.isActive ? 'Available' : 'Not Available'],
          ]}
        />
      </DetailCard>

      <PaymentOptions />
    </>
  );
}

const StyledText = styled.p`
  margin: 0;
`;
