import styled from 'styled-components';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CreditCardIcon,
  SmartphoneIcon,
  theme,
} from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

/**
 * The sidebar card listing how a booking can be paid: checkout takes mobile money only, so
 * nothing else is listed.
 */
export function PaymentOptions() {
  const t = useT(bookingMessages);
  const methods = [t('payment.mobileMoney')];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('payment.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledList>
          {methods.map((method) => (
            <li key={method}>
              {/mobile/i.test(method) ? <SmartphoneIcon size={18} /> : <CreditCardIcon size={18} />}
              {method}
            </li>
          ))}
        </StyledList>
        <StyledNote>{t('payment.note')}</StyledNote>
      </CardContent>
    </Card>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]}px;
    padding: ${theme.space[1]}px 0;
  }
`;

const StyledNote = styled.p`
  margin: ${theme.space[3]}px 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
