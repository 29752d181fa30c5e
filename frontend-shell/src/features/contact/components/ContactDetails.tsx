import type { ComponentType, ReactNode } from 'react';
import { useT } from '@salone/i18n';
import { pagesMessages, type PagesKey } from '../../../i18n';
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

/** The office's week (the company's opening hours), by their messages. */
const OPENING_HOURS: ReadonlyArray<{ days: PagesKey; short: PagesKey; hours: string | PagesKey }> =
  [
    {
      days: 'contact.hours.weekdays',
      short: 'contact.hours.weekdaysShort',
      hours: '9AM-6PM',
    },
    { days: 'contact.hours.saturday', short: 'contact.hours.saturdayShort', hours: '10AM-4PM' },
    {
      days: 'contact.hours.sunday',
      short: 'contact.hours.sundayShort',
      hours: 'contact.hours.closed',
    },
  ];

const mailTo = (email: string) => (chunks: ReactNode[]) => <a href={`mailto:${email}`}>{chunks}</a>;

/** E-mail, phone, office and opening hours. */
export function ContactDetails() {
  const t = useT(pagesMessages);
  return (
    <StyledGrid>
      <DetailCard icon={MailIcon} title={t('contact.email')}>
        <StyledLines>
          <li>
            {t.rich('contact.support', { email: SUPPORT_EMAIL, mail: mailTo(SUPPORT_EMAIL) })}
          </li>
          <li>{t.rich('contact.general', { email: INFO_EMAIL, mail: mailTo(INFO_EMAIL) })}</li>
        </StyledLines>
      </DetailCard>
      <DetailCard icon={PhoneIcon} title={t('contact.phone')}>
        <StyledLines>
          <li>
            <a href={`tel:${PHONE_TEL}`}>{PHONE}</a>
          </li>
          <li>{t('contact.duringHours')}</li>
          <SaloneWhatsApp />
        </StyledLines>
      </DetailCard>
      <DetailCard icon={MapPinIcon} title={t('contact.office')}>
        <StyledAddress>
          Salone
          <br />
          {ADDRESS[0]}
          <br />
          {ADDRESS[1]}
        </StyledAddress>
      </DetailCard>
      <DetailCard icon={ClockIcon} title={t('contact.openingHours')}>
        <StyledHours>
          {OPENING_HOURS.map((entry) => (
            <div key={entry.short}>
              <dt>
                <abbr title={t(entry.days)}>{t(entry.short)}</abbr>
              </dt>
              <dd>
                {entry.hours.startsWith('contact.') ? t(entry.hours as PagesKey) : entry.hours}
              </dd>
            </div>
          ))}
        </StyledHours>
        <StyledMuted>{t('contact.allTimes', { zone: TIME_ZONE })}</StyledMuted>
      </DetailCard>
    </StyledGrid>
  );
}

/**
 * Salone's own WhatsApp number, as the server is configured (`SALONE_WHATSAPP`): a
 * "Message on WhatsApp" link, or nothing when none is offered (issue 30).
 */
function SaloneWhatsApp() {
  const t = useT(pagesMessages);
  const { data } = useGetContactChannelsQuery();
  const href = data?.whatsapp ? whatsappLink(data.whatsapp, t('contact.whatsappText')) : null;
  if (!href) return null;
  return (
    <li>
      <StyledWhatsApp href={href} target="_blank" rel="noopener noreferrer">
        <MessageCircleIcon size={16} />
        {t('contact.whatsapp')}
      </StyledWhatsApp>
    </li>
  );
}

/** The around-the-clock line for travellers already in the country. */
export function EmergencyCard() {
  const t = useT(pagesMessages);
  return (
    <StyledEmergency aria-labelledby="contact-emergency-title">
      <StyledEmergencyIcon>
        <ShieldIcon size={24} />
      </StyledEmergencyIcon>
      <div>
        <h3 id="contact-emergency-title">{t('contact.emergencyTitle')}</h3>
        <p>
          {t.rich('contact.emergencyText', {
            phone: EMERGENCY_PHONE,
            tel: (chunks: ReactNode[]) => (
              <a href={`tel:${EMERGENCY_PHONE_TEL}`}>
                <strong>{chunks}</strong>
              </a>
            ),
          })}
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
