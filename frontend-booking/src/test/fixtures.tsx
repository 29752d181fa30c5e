// Test helpers shared by the booking tests (session answers, a booking, a payment, dates).
import { reply } from '@salone/api-client/testing';
import type { UserDto } from '@salone/api-client';
import type {
  PaymentResponseDto,
  TourBookingDto,
  ViewingBookingDto,
} from '@salone/api-client/bookings';
import { useAuth } from '@salone/api-client';

/** Fake answers of the session calls: signed in as `user`, or a visitor. */
export function authRoutes(user?: UserDto) {
  return {
    'GET /api/auth/session': reply('getSession', {
      authenticated: Boolean(user),
      user: user ?? null,
      roles: [],
    }),
    'GET /api/auth/user': user
      ? { status: 200, body: user }
      : {
          status: 401,
          body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in to continue' },
        },
  };
}

/** Shows the sign-in state, so a test can wait until it is known. */
export function AuthProbe() {
  return <output data-testid="auth">{useAuth().status}</output>;
}

export const USSD_CODE = '*715*1*0123456789#';

export function aBooking(overrides: Partial<TourBookingDto> = {}): TourBookingDto {
  return {
    id: 'b7a1c3d2-0000-4000-8000-000000000001',
    reference: 'SL-7K3Q9D',
    serviceType: 'tour',
    serviceId: 3,
    serviceName: 'Banana Islands Boat Trip',
    roomId: null,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 1,
    startDate: '2030-01-01T00:00:00.000Z',
    endDate: null,
    startsAt: '2030-01-01T08:00:00.000Z',
    endsAt: '2030-01-01T12:00:00.000Z',
    totalAmount: 40,
    status: 'pending_payment',
    createdAt: '2029-12-01T10:00:00.000Z',
    holdExpiresAt: '2029-12-01T10:30:00.000Z',
    freeCancellationUntil: '2029-12-30T00:00:00.000Z',
    metadata: {
      tourTitle: 'Banana Islands Boat Trip',
      tourType: 'shared',
      preferredLanguage: 'English',
      participants: [
        { name: 'Aminata Kamara', phone: '+232 76 123 456', email: 'aminata@example.com' },
      ],
      pricePerPerson: 40,
    },
    payment: null,
    operator: {
      name: 'Salone Trails & Tours',
      phone: '+232 77 301 118',
      email: 'hello@salonetrails.sl',
      whatsapp: null,
    },
    voucherToken: null,
    checkedInAt: null,
    cancellationReason: null,
    refundDue: null,
    ...overrides,
  };
}

export function aViewingBooking(overrides: Partial<ViewingBookingDto> = {}): ViewingBookingDto {
  return {
    ...aBooking(),
    serviceType: 'real_estate',
    serviceName: 'Ocean-view villa in Aberdeen',
    metadata: {
      propertyTitle: 'Ocean-view villa in Aberdeen',
      viewingTime: '14:30',
      purpose: 'buy',
      serviceFee: 25,
    },
    ...overrides,
  };
}

export function aPayment(overrides: Partial<PaymentResponseDto> = {}): PaymentResponseDto {
  return {
    paymentId: 'pay-1',
    bookingId: 'b7a1c3d2-0000-4000-8000-000000000001',
    ussdCode: USSD_CODE,
    amountUsd: 40,
    amountSle: 912,
    slePerUsd: 22.5,
    status: 'pending',
    expiresAt: '2029-12-01T10:30:00.000Z',
    ...overrides,
  };
}

/** A YYYY-MM-DD some days from today in the local calendar (what a date input holds). */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
