import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { PropertyDto } from '@salone/api-client/catalogue';
import { Button, CalendarIcon, ClockIcon } from '@salone/ui';
import { formatNumber } from '@salone/format';
import { ContactLinks, DetailCard, FactList, MutedLine, NameLine } from '../../../shared/detail';
import { PaymentOptions } from '../../../shared/PaymentOptions';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { MessageOnWhatsApp } from '../../../shared/MessageOnWhatsApp';

/** A sentence with the fee in it, the fee in bold. */
function WithFee({ text, fee }: { text: string; fee: string }) {
  const at = text.indexOf(fee);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong>{fee}</strong>
      {text.slice(at + fee.length)}
    </>
  );
}

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
  const t = useT(bookingMessages);
  return (
    <>
      <DetailCard id="property-viewing" title={t('property.scheduleTitle')}>
        <StyledText>
          <WithFee
            text={t('property.scheduleText', { fee: prices.price(property.viewingFee) })}
            fee={prices.price(property.viewingFee)}
          />
        </StyledText>
        <Button fullWidth size="lg" onClick={onSchedule} disabled={!property.isActive}>
          <CalendarIcon size={18} />
          {t('property.schedule')}
        </Button>
        <MessageOnWhatsApp number={property.whatsapp} listingName={property.title} />
        {property.isActive ? (
          <MutedLine>
            <ClockIcon size={16} />
            {t('property.hours')}
          </MutedLine>
        ) : (
          <MutedLine role="note">{t('property.inactive')}</MutedLine>
        )}
      </DetailCard>

      <DetailCard id="property-agent" title={t('property.agent')}>
        <div>
          <NameLine>{agent.name}</NameLine>
          <MutedLine>{agent.company}</MutedLine>
        </div>
        <FactList
          facts={[
            [t('property.licence'), agent.license],
            [t('property.experience'), agent.experience],
            [t('tour.languages'), agent.languages.join(', ')],
          ]}
        />
        {agent.specializations.length > 0 ? (
          <MutedLine>
            {t('property.specializations', {
              specializations: agent.specializations.join(', '),
            })}
          </MutedLine>
        ) : null}
        <ContactLinks
          phone={agent.phone}
          email={agent.email}
          website={agent.website}
          websiteLabel={t('property.agencyWebsite')}
        />
      </DetailCard>

      <DetailCard id="property-facts" title={t('property.quickFacts')}>
        <FactList
          facts={[
            [t('car.typeLabel'), t(`property.type.${property.type}`)],
            [t('property.area'), t('property.sqft', { area: formatNumber(property.area) })],
            property.bedrooms !== null && [t('property.bedrooms'), String(property.bedrooms)],
            property.bathrooms !== null && [t('property.bathrooms'), String(property.bathrooms)],
            [
              t('property.yearBuilt'),
              String(property.yearBuilt ?? property.propertyDetails.yearBuilt),
            ],
            [t('car.availability'), property.isActive ? t('car.available') : t('car.notAvailable')],
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
