import type {
  AdminOrganisationDto,
  OperatorBookingDetailDto,
  OrganisationDto,
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
    roomId: 5,
    customerName: 'Aminata Kamara',
    customerEmail: 'aminata@example.com',
    customerPhone: '+232 76 123 456',
    guests: 2,
    startDate: '2026-11-27T00:00:00.000Z',
    endDate: '2026-11-29T00:00:00.000Z',
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
    metadata: {},
    ...overrides,
  };
}
