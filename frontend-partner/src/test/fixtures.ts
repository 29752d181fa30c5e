import type {
  AdminOrganisationDto,
  HotelDto,
  OperatorBookingDetailDto,
  OrganisationDto,
  PartnerListingDto,
  PartnerRoomDto,
} from '@salone/api-client/partner';

export function anOrganisation(overrides: Partial<OrganisationDto> = {}): OrganisationDto {
  return {
    id: 7,
    name: 'Kroo Bay Guesthouses',
    serviceKinds: ['hotel'],
    contactPhone: '+232 76 555 010',
    contactEmail: 'stay@kroobay.example.sl',
    registrationNumber: 'SL-BRS-2026-00042',
    payoutNumber: '+232 76 555 011',
    smsBookingAlerts: false,
    whatsappNumber: null,
    status: 'pending',
    statusReason: null,
    role: 'owner',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<AdminOrganisationDto> = {}): AdminOrganisationDto {
  return {
    ...anOrganisation({ role: null }),
    appliedByEmail: 'fatmata@example.com',
    ...overrides,
  };
}

export function aBooking(
  overrides: Partial<OperatorBookingDetailDto> = {},
): OperatorBookingDetailDto {
  return {
    id: 'b1',
    reference: 'SL-7K3Q9D',
    serviceType: 'hotel',
    serviceId: 3,
    serviceName: 'Kroo Bay Guesthouse',
    item: 'Garden Room',
    specialRequests: null,
    roomId: 5,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 2,
    startDate: '2026-11-27T00:00:00.000Z',
    endDate: '2026-11-29T00:00:00.000Z',
    startsAt: '2026-11-27T14:00:00.000Z',
    endsAt: '2026-11-29T11:00:00.000Z',
    totalAmount: 180,
    paid: true,
    status: 'confirmed',
    stage: 'confirmed',
    refundDue: null,
    cancellationReason: null,
    cancelledAt: null,
    checkedInAt: null,
    confirmedAt: '2026-11-20T10:00:00.000Z',
    noShowAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    metadata: {},
    ...overrides,
  };
}

export function aRoom(overrides: Partial<PartnerRoomDto> = {}): PartnerRoomDto {
  return {
    id: 5,
    roomType: 'Garden Room',
    price: 90,
    description: 'A quiet double room facing the garden.',
    capacity: 2,
    units: 2,
    amenities: ['Air conditioning'],
    images: [],
    isAvailable: true,
    archived: false,
    ...overrides,
  };
}

/** A hotel listing as its editor reads it (a draft without room types unless given). */
export function aHotelListing(
  overrides: Partial<PartnerListingDto> = {},
  details: Partial<HotelDto> = {},
): PartnerListingDto {
  return {
    kind: 'hotel',
    id: 12,
    organisationId: 7,
    status: 'draft',
    moderationReason: null,
    hold: null,
    name: details.name ?? 'Kroo Bay Guesthouse',
    updatedAt: '2026-11-26T10:00:00.000Z',
    details: {
      id: 12,
      reviewAverage: null,
      reviewCount: 0,
      latitude: null,
      longitude: null,
      name: 'Kroo Bay Guesthouse',
      address: '12 Kroo Bay Road, Freetown',
      city: 'Freetown',
      description: 'A family-run guesthouse five minutes from the ferry terminal.',
      starRating: 3,
      amenities: ['Free WiFi'],
      checkInTime: '14:00',
      checkOutTime: '11:00',
      images: [],
      lowestRoomPrice: null,
      roomCount: 0,
      rooms: [],
      ...details,
    },
    rooms: [],
    ...overrides,
  };
}
