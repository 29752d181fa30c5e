import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client/catalogue';
import { formatDateRange } from '@salone/format';
import { Badge, Button, CarIcon, theme } from '@salone/ui';
import { DetailCard } from '../../../shared/detail';
import type { RentalDates } from '../carFormat';
import { useLocale, useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';
import { MessageOnWhatsApp } from '../../../shared/MessageOnWhatsApp';

interface CarStatusCardProps {
  car: CarDto;
  rented: boolean;
  /** Days asked for in the address: the card says whether the car is free for them. */
  dates?: RentalDates;
  onRent(): void;
}

/** Available or not (for the dates asked), the daily rate and 'Rent Now'. */
export function CarStatusCard({ car, rented, dates, onRent }: CarStatusCardProps) {
  const prices = usePrices();
  const takenForDates = car.isAvailable && car.availableForDates === false;
  const { locale } = useLocale();
  const dateRange = dates
    ? formatDateRange(dates.pickupDate, dates.returnDate, { locale })
    : undefined;
  const t = useT(bookingMessages);
  let dateNote: string | undefined;
  if (dateRange && takenForDates) dateNote = t('car.bookedFor', { dates: dateRange });
  else if (dateRange && car.isAvailable) dateNote = t('car.freeFor', { dates: dateRange });
  return (
    <DetailCard title={t('car.availability')}>
      <StyledStatus>
        <CarIcon size={22} />
        <strong>{rented ? t('car.notAvailable') : t('car.available')}</strong>
        {rented && <Badge tone="danger">{t('car.rented')}</Badge>}
      </StyledStatus>
      {dateNote && <p>{dateNote}</p>}
      <StyledRate>
        <strong>{prices.price(car.dailyRate)}</strong>
        {t('car.slashDay')}
      </StyledRate>
      {/* The button follows the availability for the dates asked (issue 13). */}
      <Button size="lg" fullWidth disabled={rented} onClick={onRent}>
        {t('car.rentNow')}
      </Button>
      <MessageOnWhatsApp number={car.whatsapp} listingName={`${car.make} ${car.model}`.trim()} />
      <StyledNote>
        {!car.isAvailable
          ? t('car.cannotRent')
          : takenForDates
            ? t('car.otherDates')
            : t('car.secure')}
      </StyledNote>
    </DetailCard>
  );
}

const StyledStatus = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]}px;
  font-size: ${theme.fontSizes.lg};
`;

const StyledRate = styled.p`
  strong {
    font-size: ${theme.fontSizes.xxl};
    color: ${theme.colors.primary};
  }
`;

const StyledNote = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  text-align: center;
`;
