import { usePrices } from '@salone/host';
import styled from 'styled-components';
import type { CarDto } from '@salone/api-client/catalogue';
import { formatDateRange } from '@salone/format';
import { Badge, Button, CarIcon, theme } from '@salone/ui';
import { DetailCard } from '../../../shared/detail';
import type { RentalDates } from '../carFormat';
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
  const dateRange = dates ? formatDateRange(dates.pickupDate, dates.returnDate) : undefined;
  let dateNote: string | undefined;
  if (dateRange && takenForDates) dateNote = `Booked for ${dateRange}. Other dates may be free.`;
  else if (dateRange && car.isAvailable) dateNote = `Free for ${dateRange}.`;
  return (
    <DetailCard title="Availability">
      <StyledStatus>
        <CarIcon size={22} />
        <strong>{rented ? 'Not Available' : 'Available'}</strong>
        {rented && <Badge tone="danger">Rented</Badge>}
      </StyledStatus>
      {dateNote && <p>{dateNote}</p>}
      <StyledRate>
        <strong>{prices.price(car.dailyRate)}</strong>/day
      </StyledRate>
      {/* The button follows the availability for the dates asked (issue 13). */}
      <Button size="lg" fullWidth disabled={rented} onClick={onRent}>
        Rent Now
      </Button>
      <MessageOnWhatsApp number={car.whatsapp} listingName={`${car.make} ${car.model}`.trim()} />
      <StyledNote>
        {!car.isAvailable
          ? 'This car cannot be rented at the moment.'
          : takenForDates
            ? 'Search other dates to rent this car.'
            : 'Secure booking with mobile money payment'}
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
