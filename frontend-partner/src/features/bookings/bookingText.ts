import type { OperatorBookingDto } from '@salone/api-client/partner';
import type { BadgeTone } from '@salone/ui';
import type { PartnerKey } from '../../i18n';

export type Stage = OperatorBookingDto['stage'];

/** Each stage's message (`t(STAGE.confirmed.label)` is "Expected") and badge tone. */
export const STAGE: Record<Stage, { label: PartnerKey; tone: BadgeTone }> = {
  pending_payment: { label: 'stage.pending_payment', tone: 'warning' },
  confirmed: { label: 'stage.confirmed', tone: 'info' },
  checked_in: { label: 'stage.checked_in', tone: 'success' },
  no_show: { label: 'stage.no_show', tone: 'danger' },
  expired: { label: 'stage.expired', tone: 'neutral' },
  cancelled: { label: 'stage.cancelled', tone: 'neutral' },
  cancelled_by_operator: { label: 'stage.cancelled_by_operator', tone: 'neutral' },
};

/** The message naming each kind of booking. */
export const SERVICE_LABEL: Record<OperatorBookingDto['serviceType'], PartnerKey> = {
  hotel: 'service.hotel',
  event: 'service.event',
  car: 'service.car',
  tour: 'service.tour',
  real_estate: 'service.real_estate',
};

/** The filters of the inbox's status list, in the order an operator looks for them. */
export const STATUS_FILTERS: { value: Stage | ''; label: PartnerKey }[] = [
  { value: '', label: 'bookings.all' },
  { value: 'confirmed', label: 'stage.confirmed' },
  { value: 'checked_in', label: 'stage.checked_in' },
  { value: 'no_show', label: 'stage.no_show' },
  { value: 'pending_payment', label: 'stage.pending_payment' },
  { value: 'cancelled_by_operator', label: 'stage.cancelled_by_operator' },
  { value: 'cancelled', label: 'stage.cancelled' },
  { value: 'expired', label: 'stage.expired' },
];
