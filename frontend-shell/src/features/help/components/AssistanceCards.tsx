import { Link } from '@salone/router';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  theme,
} from '@salone/ui';
import type { ReactNode } from 'react';
import { useT } from '@salone/i18n';
import { pagesMessages } from '../../../i18n';
import {
  EMERGENCY_PHONE,
  EMERGENCY_PHONE_TEL,
  PHONE,
  PHONE_TEL,
  SUPPORT_EMAIL,
} from '../../info/company';
import { EMAIL_REPLY_HOURS } from '../../info/policies';

/** Ways to reach a person: phone, e-mail and (not yet available) live chat. */
export function AssistanceCards() {
  const t = useT(pagesMessages);
  return (
    <StyledGrid>
      <Card>
        <CardHeader>
          <StyledIcon>
            <PhoneIcon size={22} />
          </StyledIcon>
          <CardTitle>{t('help.call.title')}</CardTitle>
          <CardDescription>{t('support.hours')}</CardDescription>
        </CardHeader>
        <CardContent>
          <p>
            {t.rich('help.call.text', {
              phone: EMERGENCY_PHONE,
              tel: (chunks: ReactNode[]) => <a href={`tel:${EMERGENCY_PHONE_TEL}`}>{chunks}</a>,
            })}
          </p>
        </CardContent>
        <CardFooter>
          <Button as="a" href={`tel:${PHONE_TEL}`} variant="outline" fullWidth>
            {t('help.call.button', { phone: PHONE })}
          </Button>
        </CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <StyledIcon>
            <MailIcon size={22} />
          </StyledIcon>
          <CardTitle>{t('help.email.title')}</CardTitle>
          <CardDescription>{t('help.email.reply', { hours: EMAIL_REPLY_HOURS })}</CardDescription>
        </CardHeader>
        <CardContent>
          <p>
            {t.rich('help.email.text', {
              email: SUPPORT_EMAIL,
              mail: (chunks: ReactNode[]) => <a href={`mailto:${SUPPORT_EMAIL}`}>{chunks}</a>,
              form: (chunks: ReactNode[]) => <Link to="/contact">{chunks}</Link>,
            })}
          </p>
        </CardContent>
        <CardFooter>
          <Button as="a" href={`mailto:${SUPPORT_EMAIL}`} variant="outline" fullWidth>
            {t('help.email.button')}
          </Button>
        </CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <StyledIcon>
            <MessageCircleIcon size={22} />
          </StyledIcon>
          <StyledTitleRow>
            <CardTitle>{t('help.chat.title')}</CardTitle>
            <Badge tone="info">{t('help.chat.comingSoon')}</Badge>
          </StyledTitleRow>
          <CardDescription>{t('help.chat.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <p>{t('help.chat.text')}</p>
        </CardContent>
      </Card>
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${theme.space[4]}px;
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${theme.space[1]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.secondarySoft};
  color: ${theme.colors.secondary};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
`;
