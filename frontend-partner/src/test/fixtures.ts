import type { AdminOrganisationDto, OrganisationDto } from '@salone/api-client/partner';

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
