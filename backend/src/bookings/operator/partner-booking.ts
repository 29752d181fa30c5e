import { bookingParticulars, type BookingEntity } from '../entities/booking.entity.js';
import type {
  OperatorBookingDetailDto,
  OperatorBookingDto,
  OperatorBookingStage,
} from './dto/operator-booking.dto.js';

/**
 * A booking as its organisation reads it: `GET …/bookings` and `…/bookings/{id}`, and the
 * `booking` of webhook events from version 2026-12-07 (the same fields, the same names).
 */
export function stageOf(booking: BookingEntity, now = new Date()): OperatorBookingStage {
  if (booking.status === 'confirmed') {
    if (booking.checkedInAt) return 'checked_in';
    if (booking.noShowAt) return 'no_show';
    return 'confirmed';
  }
  if (
    booking.status === 'pending_payment' &&
    booking.holdExpiresAt &&
    booking.holdExpiresAt <= now
  ) {
    return 'expired';
  }
  return booking.status;
}

/** What the traveller asked for ("Late arrival ~23:00"), if anything. */
export function specialRequestsOf(booking: BookingEntity): string | null {
  const value = (booking.metadata as Record<string, unknown>).specialRequests;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function itemOf(booking: BookingEntity): string | null {
  const meta = booking.metadata as Record<string, string | number | undefined>;
  const value =
    booking.serviceType === 'hotel'
      ? meta.roomType
      : booking.serviceType === 'event'
        ? meta.ticketCategory
        : booking.serviceType === 'car'
          ? meta.pickupLocation
          : booking.serviceType === 'tour'
            ? meta.tourType
            : meta.viewingTime && meta.purpose
              ? `${meta.viewingTime}, to ${meta.purpose}`
              : undefined;
  return value === undefined ? null : String(value);
}

export function partnerBookingOf(booking: BookingEntity, now: Date): OperatorBookingDto {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    stage: stageOf(booking, now),
    serviceType: booking.serviceType,
    serviceId: booking.serviceId,
    roomId: booking.roomId,
    serviceName: booking.serviceName,
    item: itemOf(booking),
    specialRequests: specialRequestsOf(booking),
    ...bookingParticulars(booking),
    paid: booking.confirmedAt !== null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    noShowAt: booking.noShowAt?.toISOString() ?? null,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancellationReason: booking.cancellationReason,
    refundDue: booking.refundDueCents === null ? null : booking.refundDueCents / 100,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

export function partnerBookingDetailOf(
  booking: BookingEntity,
  now: Date,
): OperatorBookingDetailDto {
  return { ...partnerBookingOf(booking, now), metadata: booking.metadata };
}
