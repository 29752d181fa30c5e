import { act } from '@testing-library/react';
import { saloneApi, type SaloneStore } from '@salone/api-client';
import { type CarDto } from '@salone/api-client/catalogue';
import { type CarBookingDto, type PaymentResponseDto } from '@salone/api-client/bookings';

/** Waits until the store knows who is signed in (booking buttons depend on it). */
export async function authSettled(store: SaloneStore) {
  await act(async () => {
    const request = store.dispatch(saloneApi.endpoints.getSession.initiate());
    await request;
    request.unsubscribe();
  });
}

export const PICKUP_LOCATIONS = [
  'Freetown International Airport',
  'Downtown Freetown',
  'Murray Town',
  'Lumley Beach',
  'Aberdeen',
  'Waterloo',
  'Bo City Center',
  'Kenema Town',
  'Makeni Central',
];

export function aCar(overrides: Partial<CarDto> = {}): CarDto {
  const dailyRate = overrides.dailyRate ?? 80;
  return {
    reviewAverage: null,
    reviewCount: 0,
    latitude: 8.4881,
    longitude: -13.2801,
    id: 3,
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    type: 'SUV',
    dailyRate,
    location: 'Lumley Beach',
    isAvailable: true,
    availableForDates: null,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    features: [
      '5 seats',
      'Fuel efficient',
      'Full insurance',
      'GPS navigation',
      'Air conditioning',
      'Bluetooth',
      'USB charging',
    ],
    images: ['/api/media/cars/suv.svg', '/api/media/content/cars.svg'],
    extras: [
      { name: 'Professional driver', price: 50, unit: 'day' },
      { name: 'GPS navigation', price: 5, unit: 'day' },
      { name: 'Child seat', price: 8, unit: 'day' },
      { name: 'Additional driver', price: 10, unit: 'rental' },
    ],
    terms: {
      minimumAge: 25,
      deposit: 200,
      lateReturnFeePerHour: 25,
      fuelPolicy: 'Full to full',
      mileage: 'Unlimited mileage within Sierra Leone',
      insurance: 'Comprehensive insurance and third-party liability included',
      cancellation: 'Free cancellation up to 12 hours before pickup',
    },
    pickupLocations: PICKUP_LOCATIONS,
    pricing: {
      daily: dailyRate,
      weekly: dailyRate * 6.5,
      monthly: dailyRate * 25,
      weeklySavingPercent: 7,
      monthlySavingPercent: 17,
      driverPerDay: 50,
    },
    ...overrides,
  };
}

export function aRentalBooking(overrides: Partial<CarBookingDto> = {}): CarBookingDto {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000003',
    reference: 'SL-4HX2MP',
    serviceType: 'car',
    serviceId: 3,
    serviceName: 'Toyota RAV4',
    roomId: null,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 1,
    startDate: '2099-12-20T10:00:00.000Z',
    endDate: '2099-12-23T10:00:00.000Z',
    startsAt: '2099-12-20T10:00:00.000Z',
    endsAt: '2099-12-23T10:00:00.000Z',
    totalAmount: 390,
    status: 'pending_payment',
    createdAt: '2099-01-01T10:00:00.000Z',
    holdExpiresAt: '2099-01-01T10:30:00.000Z',
    freeCancellationUntil: '2099-12-19T22:00:00.000Z',
    metadata: {
      carMake: 'Toyota',
      carModel: 'RAV4',
      pickupLocation: 'Freetown International Airport',
      returnLocation: 'Freetown International Airport',
      pickupTime: '10:00',
      returnTime: '10:00',
      driverRequired: false,
      driverCost: 0,
      days: 3,
      dailyRate: 130,
    },
    payment: null,
    operator: {
      name: 'Lion Mountain Car Hire',
      phone: '+232 79 640 733',
      email: 'bookings@lionmountaincars.sl',
      whatsapp: null,
    },
    voucherToken: null,
    checkedInAt: null,
    cancellationReason: null,
    refundDue: null,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<PaymentResponseDto> = {}): PaymentResponseDto {
  return {
    paymentId: 'p-3',
    bookingId: 'c0ffee00-0000-4000-8000-000000000003',
    ussdCode: '*715*1*9876543210#',
    status: 'pending',
    amountUsd: 390,
    amountSle: 8873,
    slePerUsd: 22.5,
    expiresAt: '2099-01-01T10:30:00.000Z',
    ...overrides,
  };
}
