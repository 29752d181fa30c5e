import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client/catalogue';
import { Badge, CalendarIcon, MapPinIcon, theme } from '@salone/ui';
import { DetailHeader, MetaRow } from '../../../shared/detail';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

/** Type, Available or Rented, make and model, year, place and the daily rate. */
export function CarHeader({ car, rented }: { car: CarDto; rented: boolean }) {
  const t = useT(bookingMessages);
  const prices = usePrices();
  return (
    <DetailHeader>
      <StyledBadges>
        <Badge tone="info">{t(`car.type.${car.type}`)}</Badge>
        <Badge tone={rented ? 'danger' : 'success'}>
          {rented ? t('car.rented') : t('car.available')}
        </Badge>
      </StyledBadges>
      <h1>
        {car.make} {car.model}
      </h1>
      <MetaRow>
        <li>
          <CalendarIcon size={18} />
          {car.year}
        </li>
        <li>
          <MapPinIcon size={18} />
          {car.location}
        </li>
      </MetaRow>
      <StyledPrice>
        <strong>{prices.price(car.dailyRate)}</strong>
        {t('car.slashDay')}
      </StyledPrice>
    </DetailHeader>
  );
}

const StyledBadges = styled.div`
  display: flex;
  gap: ${theme.space[2]}px;
`;

const StyledPrice = styled.p`
  margin: 0;

  strong {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }
`;
