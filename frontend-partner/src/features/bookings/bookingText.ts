import type { OperatorBookingDto } from '@salone/api-client/partner';
import type { BadgeTone } from '@salone/ui';

export type Stage = OperatorBookingDto['stage'];

export const STAGE: Record<Stage, { label: string; tone: BadgeTone }> = {
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  confirmed: { label: 'Expected', tone: 'info' },
  checked_in: { label: 'Checked in', tone: 'success' },
  no_show: { label: 'No-show', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
  cancelled: { label: 'Cancelled by the traveller', tone: 'neutral' },
  cancelled_by_operator: { label: 'Cancelled by you', tone: 'neutral' },
};

export const SERVICE_LABEL: Record<OperatorBookingDto['serviceType'], string> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car',
  tour: 'Tour',
  real_estate: 'Viewing',
};

/** The filters of the inbox's status list, in the order an operator looks for them. */
export const STATUS_FILTERS: { value: Stage | ''; label: string }[] = [
  { value: '', label: 'All bookings' },
  { value: 'confirmed', label: 'Expected' },
  { value: 'checked_in', label: 'Checked in' },
  { value: 'no_show', label: 'No-show' },
  { value: 'pending_payment', label: 'Awaiting payment' },
  { value: 'cancelled_by_operator', label: 'Cancelled by you' },
  { value: 'cancelled', label: 'Cancelled by the traveller' },
  { value: 'expired', label: 'Expired' },
];
