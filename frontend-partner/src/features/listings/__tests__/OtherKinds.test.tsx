import { act, screen, waitFor, within } from '@testing-library/react';
import type { PartnerListingDto } from '@salone/api-client/partner';
import { resetToasts } from '@salone/ui/testing';
import { BASE, field, listingsApi, renderAt } from './helpers';

afterEach(() => {
  act(() => resetToasts());
  window.localStorage.clear();
});

const ALL_KINDS = ['hotel', 'event', 'car', 'tour', 'property'] as const;

function aListing(
  kind: PartnerListingDto['kind'],
  details: Record<string, unknown>,
  overrides: Partial<PartnerListingDto> = {},
): PartnerListingDto {
  return {
    kind,
    id: 30,
    organisationId: 7,
    status: 'draft',
    moderationReason: null,
    hold: null,
    name: String(details.title ?? details.make ?? 'Listing'),
    updatedAt: '2026-11-26T10:00:00.000Z',
    details: { id: 30, images: [], ...details } as unknown as PartnerListingDto['details'],
    ...overrides,
  };
}

const anEvent = (overrides: Partial<PartnerListingDto> = {}) =>
  aListing(
    'event',
    {
      title: 'Freetown Jazz Night',
      category: 'music',
      description: 'An evening of jazz by the sea.',
      location: 'Aberdeen Beach Amphitheatre',
      city: 'Freetown',
      startDate: '2026-12-31T20:00:00.000Z',
      endDate: null,
      capacity: null,
      included: [],
      excluded: [],
      venue: {
        name: 'Amphitheatre',
        address: 'Aberdeen, Freetown',
        capacity: 800,
        facilities: [],
        directions: 'By the beach road.',
      },
    },
    { ticketCategories: [], ...overrides },
  );

const aCar = () =>
  aListing('car', {
    make: 'Toyota',
    model: 'RAV4',
    year: 2021,
    type: 'SUV',
    dailyRate: 75,
    location: 'Freetown',
    seats: 5,
    transmission: 'automatic',
    fuelType: 'petrol',
    features: [],
    pickupLocations: ['Lungi Airport', 'Aberdeen'],
    isAvailable: true,
    terms: {
      minimumAge: 23,
      deposit: 0,
      lateReturnFeePerHour: 0,
      fuelPolicy: 'Full to full',
      mileage: 'Unlimited mileage within Sierra Leone',
      insurance: 'Comprehensive',
      cancellation: 'Free cancellation up to 12 hours before pickup',
    },
  });

describe('an event', () => {
  it('sends its dates in Freetown time (UTC) and refuses an end before the start', async () => {
    const api = listingsApi(
      {
        [`POST ${BASE}/events`]: { status: 201, body: anEvent() },
        [`GET ${BASE}/listings/event/30`]: { status: 200, body: anEvent() },
      },
      [...ALL_KINDS],
    );
    const { user } = renderAt('/partner/listings/new/event');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Jazz');
    await user.type(field(/^City/), 'Bo');
    await user.type(field(/^Location/), 'Beach');
    await user.type(screen.getByLabelText(/^Starts/), '2026-12-31T20:00');
    await user.type(screen.getByLabelText(/^Ends/), '2026-12-31T18:00');
    await user.type(field(/^Description/), 'Jazz.');
    await user.type(field(/^Venue name/), 'Hall');
    await user.type(field(/^Venue capacity/), '800');
    await user.type(field(/^Venue address/), 'Bo');
    await user.type(field(/^Directions/), 'Road');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('End date must be after the start date')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Ends/));
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('Draft created');
    expect(api.requests.find((r) => r.path === `${BASE}/events`)?.body).toMatchObject({
      title: 'Jazz',
      category: 'music',
      startDate: '2026-12-31T20:00:00.000Z',
      venue: { name: 'Hall', capacity: 800, facilities: [] },
    });
    expect(api.requests.find((r) => r.path === `${BASE}/events`)?.body).not.toHaveProperty(
      'endDate',
    );
  });

  it('adds a ticket category, and keeps a quantity from going below what is sold', async () => {
    const sold = anEvent({
      ticketCategories: [
        { id: 3, name: 'VIP', description: 'Front rows', price: 150, quantity: 25, sold: 20 },
      ],
    });
    const api = listingsApi(
      {
        [`GET ${BASE}/listings/event/30`]: { status: 200, body: sold },
        [`POST ${BASE}/events/30/ticket-categories`]: {
          status: 201,
          body: anEvent({
            ticketCategories: [
              ...(sold.ticketCategories ?? []),
              { id: 4, name: 'Standard', description: 'Entry', price: 50, quantity: 100, sold: 0 },
            ],
          }),
        },
      },
      [...ALL_KINDS],
    );
    const { user } = renderAt('/partner/listings/event/30');
    const list = await screen.findByRole('list', { name: 'Ticket categories' });
    expect(within(list).getByText(/20 of 25 sold or held/)).toBeInTheDocument();
    // A category with sales cannot be removed.
    expect(within(list).queryByRole('button', { name: 'Remove VIP' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Edit VIP' }));
    const edit = screen.getByRole('form', { name: 'Change VIP' });
    const quantity = within(edit).getByRole('textbox', { name: /Tickets on offer/ });
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(within(edit).getByRole('button', { name: 'Save ticket category' }));
    expect(
      await within(edit).findByText('Quantity cannot be below the 20 tickets already sold or held'),
    ).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));

    const add = screen.getByRole('form', { name: 'Add a ticket category' });
    await user.type(within(add).getByRole('textbox', { name: /Ticket name/ }), 'Standard');
    await user.type(within(add).getByRole('textbox', { name: /Ticket price/ }), '50');
    await user.type(within(add).getByRole('textbox', { name: /Tickets on offer/ }), '100');
    await user.type(within(add).getByRole('textbox', { name: /includes/ }), 'Entry');
    await user.click(within(add).getByRole('button', { name: 'Add ticket category' }));
    expect(await screen.findByText('Ticket category added')).toBeInTheDocument();
    expect(
      api.requests.find((r) => r.path === `${BASE}/events/30/ticket-categories`)?.body,
    ).toEqual({ name: 'Standard', description: 'Entry', price: 50, quantity: 100 });
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});

describe('a tour', () => {
  it('autosaves its seats a departure, private groups a day and meeting point', async () => {
    const tour = aListing(
      'tour',
      {
        title: 'Tacugama Visit',
        location: 'Tacugama',
        city: 'Freetown',
        description: 'A morning with rescued chimpanzees.',
        difficulty: 'easy',
        duration: 'Half day',
        price: 45,
        transport: 'Minibus',
        maxGroupSize: 12,
        includedActivities: [],
        meals: [],
        whatToBring: [],
        languages: ['English'],
      },
      { privateGroupsPerDay: 2, privateGroupLimit: null },
    );
    const api = listingsApi(
      {
        [`GET ${BASE}/listings/tour/30`]: { status: 200, body: tour },
        [`PATCH ${BASE}/tours/30`]: { status: 200, body: tour },
      },
      [...ALL_KINDS],
    );
    const { user } = renderAt('/partner/listings/tour/30');
    const groups = await screen.findByRole('textbox', { name: /Private groups a day/ });
    expect(groups).toHaveValue('2');
    await user.clear(groups);
    await user.type(groups, '3');
    await user.type(field(/Largest private group/), '20');
    await user.type(field(/^Meeting point/), 'Your hotel in Freetown');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    const patches = api.requests.filter((r) => r.method === 'PATCH');
    expect(patches.at(-1)?.body).toMatchObject({
      maxGroupSize: 12,
      privateGroupsPerDay: 3,
      privateGroupLimit: 20,
      meetingPoint: 'Your hotel in Freetown',
      languages: ['English'],
    });
  });
});

describe('a property', () => {
  it('needs to be for sale or for rent, and sends its viewing hours', async () => {
    const api = listingsApi(
      {
        [`POST ${BASE}/properties`]: {
          status: 201,
          body: aListing('property', { title: 'Flat' }),
        },
      },
      [...ALL_KINDS],
    );
    const { user } = renderAt('/partner/listings/new/property');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Two-Bedroom Flat');
    await user.type(field(/^Address/), '5 Spur Road, Wilberforce');
    await user.type(field(/^Size/), '1,100 sq ft');
    await user.click(screen.getByRole('checkbox', { name: 'For rent' }));
    await user.type(field(/^Price/), '1200');
    await user.type(field(/^Description/), 'A bright flat.');
    await user.type(field(/^Parking/), 'One space');
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    expect(
      await screen.findByText('A property must be for sale, for rent, or both'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'For rent' }));
    const days = screen.getByRole('group', { name: 'Viewing days' });
    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Sunday' }));
    const times = screen.getByRole('group', { name: 'Viewing start times' });
    await user.click(within(times).getByRole('checkbox', { name: '09:00' }));
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    await screen.findByText('Draft created');
    expect(api.requests.find((r) => r.path === `${BASE}/properties`)?.body).toMatchObject({
      title: 'Two-Bedroom Flat',
      isForSale: false,
      isForRent: true,
      price: 1200,
      monthlyRent: null,
      bedrooms: null,
      viewingDays: [1, 2, 3, 4, 5, 7],
      viewingTimes: ['09:00', '10:00', '11:00', '14:00', '15:00'],
      isActive: true,
    });
  });
});

describe('a car', () => {
  it('sends its rental terms with numbers as numbers', async () => {
    const api = listingsApi(
      // The car as the API answers it, whole: the form opens on it once the draft exists.
      { [`POST ${BASE}/cars`]: { status: 201, body: aCar() } },
      [...ALL_KINDS],
    );
    const { user } = renderAt('/partner/listings/new/car');
    await user.type(await screen.findByRole('textbox', { name: /^Make/ }), 'Toyota');
    await user.type(field(/^Model/), 'RAV4');
    await user.type(field(/^Year/), '2021');
    await user.type(field(/^Daily rate/), '75');
    await user.type(field(/^Location/), 'Freetown');
    await user.type(field(/^Pickup locations/), 'Lungi Airport{enter}Aberdeen');
    await user.type(field(/^Insurance/), 'Comprehensive');
    await user.click(screen.getByRole('button', { name: 'Create car' }));
    await screen.findByText('Draft created');
    expect(api.requests.find((r) => r.path === `${BASE}/cars`)?.body).toMatchObject({
      make: 'Toyota',
      year: 2021,
      type: 'SUV',
      dailyRate: 75,
      seats: 5,
      pickupLocations: ['Lungi Airport', 'Aberdeen'],
      isAvailable: true,
      terms: { minimumAge: 23, deposit: 0, insurance: 'Comprehensive' },
    });
  });
});
