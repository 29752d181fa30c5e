import { act } from '@testing-library/react';
import { saloneApi, type SaloneStore } from '@salone/api-client';
import { type EventDto, type TicketCategoryDto } from '@salone/api-client/catalogue';
import { type EventBookingDto, type PaymentResponseDto } from '@salone/api-client/bookings';

/** Waits until the store knows who is signed in (booking buttons depend on it). */
export async function authSettled(store: SaloneStore) {
  await act(async () => {
    const request = store.dispatch(saloneApi.endpoints.getSession.initiate());
    await request;
    request.unsubscribe();
  });
}

/** The three seeded categories, with live remaining counts. */
export function ticketCategories(
  remaining: Partial<Record<string, number>> = {},
): TicketCategoryDto[] {
  return [
    {
      id: 11,
      name: 'Standard',
      description: 'General admission',
      price: 50,
      quantity: 100,
      remaining: remaining.Standard ?? 100,
    },
    {
      id: 12,
      name: 'VIP',
      description: 'Premium seating with refreshments',
      price: 150,
      quantity: 25,
      remaining: remaining.VIP ?? 25,
    },
    {
      id: 13,
      name: 'VVIP',
      description: 'Exclusive access with meet and greet',
      price: 300,
      quantity: 10,
      remaining: remaining.VVIP ?? 10,
    },
  ];
}

export function anEvent(overrides: Partial<EventDto> = {}): EventDto {
  return {
    reviewAverage: null,
    reviewCount: 0,
    latitude: 8.4876,
    longitude: -13.2884,
    id: 4,
    title: 'Freetown Lantern Parade',
    category: 'festival',
    city: 'Freetown',
    description: 'Illuminated lanterns parade through the streets of central Freetown.',
    location: 'Siaka Stevens Street, Freetown',
    startDate: '2099-12-24T19:00:00.000Z',
    endDate: '2099-12-24T23:00:00.000Z',
    capacity: 2000,
    price: 50,
    images: ['/api/media/events/lantern-parade.svg', '/api/media/events/drums-dance.svg'],
    schedule: [
      {
        time: '19:00',
        title: 'Lanterns gather',
        description: 'Floats line up at the Cotton Tree.',
      },
      { time: '20:00', title: 'Parade', description: 'The lanterns move down to the waterfront.' },
    ],
    included: ['Grandstand seat', 'Programme'],
    excluded: ['Food', 'Transport'],
    venue: {
      name: 'Cotton Tree grandstand',
      address: 'Siaka Stevens Street, Freetown',
      capacity: 2000,
      facilities: ['Toilets', 'First aid point'],
      directions: 'Walk down from the Law Courts; the grandstand faces the Cotton Tree.',
    },
    organizer: {
      name: 'Lantern Parade Society',
      description: 'Keeping Freetown’s lantern tradition alive.',
      email: 'info@lanterns.example.sl',
      phone: '+232 76 000 111',
      website: 'https://lanterns.example.sl',
    },
    ticketCategories: ticketCategories(),
    ...overrides,
  };
}

export function aBooking(overrides: Partial<EventBookingDto> = {}): EventBookingDto {
  return {
    id: 'b7a1c9e0-0000-4000-8000-000000000001',
    reference: 'SL-7K3Q9D',
    serviceType: 'event',
    serviceId: 4,
    serviceName: 'Freetown Lantern Parade',
    roomId: null,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 3,
    startDate: '2099-12-24T19:00:00.000Z',
    endDate: null,
    startsAt: '2099-12-24T19:00:00.000Z',
    endsAt: '2099-12-24T23:00:00.000Z',
    totalAmount: 450,
    status: 'pending_payment',
    createdAt: '2099-01-01T10:00:00.000Z',
    holdExpiresAt: '2099-01-01T10:30:00.000Z',
    freeCancellationUntil: '2099-12-23T19:00:00.000Z',
    metadata: {
      eventTitle: 'Freetown Lantern Parade',
      ticketCategory: 'VIP',
      ticketPrice: 150,
      ticketQuantity: 3,
    },
    payment: null,
    operator: {
      name: 'Sweet Salone Events',
      phone: '+232 76 918 402',
      email: 'tickets@sweetsaloneevents.sl',
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
    paymentId: 'p-1',
    bookingId: 'b7a1c9e0-0000-4000-8000-000000000001',
    ussdCode: '*715*1*0123456789#',
    status: 'pending',
    amountUsd: 450,
    amountSle: 10238,
    slePerUsd: 22.5,
    expiresAt: '2099-01-01T10:30:00.000Z',
    ...overrides,
  };
}
