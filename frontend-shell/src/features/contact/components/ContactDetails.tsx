import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { useGetContactChannelsQuery } from '@salone/api-client';
import { whatsappLink } from '@salone/format';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  MessageCircleIcon,
  PhoneIcon,
  ShieldIcon,
  type IconProps,
  theme,
} from '@salone/ui';
import {
  ADDRESS,
  EMERGENCY_PHONE,
  EMERGENCY_PHONE_TEL,
  INFO_EMAIL,
  OPENING_HOURS,
  PHONE,
  PHONE_TEL,
  SUPPORT_EMAIL,
  TIME_ZONE,
} from '../../info/company';

function DetailCard({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <StyledCardHeader>
        <StyledIcon>
          <Icon size={20} />
        </StyledIcon>
        <CardTitle>{title}</CardTitle>
      </StyledCardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** E-mail, phone, office and opening hours. */
export function ContactDetails() {
  return (
    <StyledGrid>
      <DetailCard icon={MailIcon} title="Email">
        <StyledLines>
          <li>
            Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
          <li>
            General: <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>
          </li>
        </StyledLines>
      </DetailCard>
      <DetailCard icon={PhoneIcon} title="Phone">
        <StyledLines>
          <li>
            <a href={`tel:${PHONE_TEL}`}>{PHONE}</a>
          </li>
          <li>During opening hours</li>
          <SaloneWhatsApp />
        </StyledLines>
      </DetailCard>
      <DetailCard icon={MapPinIcon} title="Office">
        <StyledAddress>
          Salone
          <br />
          {ADDRESS[0]}
          <br />
          {ADDRESS[1]}
        </StyledAddress>
      </DetailCard>
      <DetailCard icon={ClockIcon} title="Opening hours">
        <StyledHours>
          {OPENING_HOURS.map((entry) => (
            <div key={entry.short}>
              <dt>
                <abbr title={entry.days}>{entry.short}</abbr>
              </dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </StyledHours>
        <StyledMuted>All times {TIME_ZONE} (Sierra Leone time).</StyledMuted>
      </DetailCard>
    </StyledGrid>
  );
}

/**
 * Salone's own WhatsApp number, as the server is configured (`SALONE_WHATSAPP`): a
 * "Message on WhatsApp" link, or nothing when none is offered (issue 30).
 */
function SaloneWhatsApp() {
  const { data } = useGetContactChannelsQuery();
  const href = data?.whatsapp
    ? whatsappLink(data.whatsapp, 'Hello Salone, I have a question.')
    : null;
  if (!href) return null;
  return (
    <li>
      <StyledWhatsApp href={href} target="_blank" rel="noopener noreferrer">
        <MessageCircleIcon size={16} />
        Message on WhatsApp
      </StyledWhatsApp>
    </li>
  );
}

/** The around-the-clock line for travellers already in the country. */
export function EmergencyCard() {
  return (
    <StyledEmergency aria-labelledby="contact-emergency-title">
      <StyledEmergencyIcon>
        <ShieldIcon size={24} />
      </StyledEmergencyIcon>
      <div>
        <h3 id="contact-emergency-title">24/7 emergency support</h3>
        <p>
          Travelling in Sierra Leone and need urgent help with a booking, a driver or a guide? Call
          us day or night on{' '}
          <a href={`tel:${EMERGENCY_PHONE_TEL}`}>
            <strong>{EMERGENCY_PHONE}</strong>
          </a>
          . In a life-threatening situation, contact the local emergency services first.
        </p>
      </div>
    </StyledEmergency>
  );
}

const StyledWhatsApp = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]}px;
  min-height: 44px;
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${theme.space[4]}px;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledCardHeader = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  gap: ${theme.space[3]}px;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const StyledLines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  overflow-wrap: anywhere;
`;

const StyledAddress = styled.address`
  font-style: normal;
`;

const StyledHours = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]}px;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]}px;
  }

  dt {
    font-weight: ${theme.fontWeights.semibold};
  }

  abbr {
    text-decoration: none;
  }

  dd {
    margin: 0;
  }
`;

const StyledMuted = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const StyledEmergency = styled.section`
  display: flex;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[5]}px;
  background: ${theme.colors.dangerSoft};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.lg};

  h3 {
    margin-bottom: ${theme.space[2]}px;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.danger};
  }

  a {
    color: ${theme.colors.danger};
    white-space: nowrap;
  }
`;

const StyledEmergencyIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.textOnColor};
`;
