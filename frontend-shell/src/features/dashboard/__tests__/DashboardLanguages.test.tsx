import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarBookingDto, HotelBookingDto, TourBookingDto } from '@salone/api-client/bookings';
import { resetToasts } from '@salone/ui';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues, type Locale } from '@salone/i18n';
import DashboardPage from '../DashboardPage';
import { aHotelBooking, inOneHour } from './fixtures';

// The dashboard's cards and side panels in Krio and French, in the words of docs/glossary.md:
// the booking cards' facts and payment lines, the cancel dialog, the saved plans, the security
// and the data panels, and the dates with the language's month names.

const page = (items: unknown[]) => ({ items, nextCursor: null });

/** The fixture's booking with its live payment code, as the payment lines show it. */
const hotel = (overrides: Partial<HotelBookingDto>): HotelBookingDto =>
  aHotelBooking({
    payment: {
      paymentId: 'p1',
      ussdCode: '*715*1*0123456789#',
      amountUsd: 435,
      amountSle: 9788,
      slePerUsd: 22.5,
      status: 'pending',
      expiresAt: inOneHour,
      sandbox: false,
    },
    ...overrides,
  });

const tour = (overrides: Partial<TourBookingDto>): TourBookingDto => ({
  ...hotel({ payment: null }),
  id: 'b2',
  reference: 'SL-2222AA',
  serviceType: 'tour',
  serviceId: 3,
  roomId: null,
  serviceName: 'Banana Islands Day Trip',
  guests: 3,
  endDate: null,
  metadata: {
    tourTitle: 'Banana Islands Day Trip',
    tourType: 'private',
    preferredLanguage: 'Krio',
    participants: [],
    pricePerPerson: 145,
  },
  ...overrides,
});

const car = (overrides: Partial<CarBookingDto>): CarBookingDto => ({
  ...hotel({ payment: null }),
  id: 'b3',
  reference: 'SL-3333BB',
  serviceType: 'car',
  serviceId: 4,
  roomId: null,
  serviceName: 'Toyota Land Cruiser',
  metadata: {
    carMake: 'Toyota',
    carModel: 'Land Cruiser',
    dailyRate: 90,
    days: 3,
    driverCost: 60,
    pickupLocation: 'Lungi Airport',
    pickupTime: '10:00',
    returnLocation: 'Aberdeen',
    returnTime: '18:00',
    driverRequired: true,
  },
  ...overrides,
});

interface Words {
  nights: string;
  roomType: string;
  dialToPay: string;
  heldUntil: RegExp;
  dates: string;
  cancel: string;
  cancelTitle: string;
  cancelText: string;
  keep: string;
  participants: string;
  people: string;
  privateTour: string;
  pickup: string;
  pickupValue: string;
  withDriver: string;
  plans: string;
  plan: string;
  planned: string;
  security: string;
  currentPassword: string;
  currentRequired: string;
  changePassword: string;
  changePasswordHeading: string;
  sessions: string;
  thisDevice: string;
  lastSeen: string;
  yourData: string;
  deleteAccount: string;
  deleteTitle: string;
  passwordRequired: string;
  memberSince: string;
}

const WORDS: Record<Exclude<Locale, 'en'>, Words> = {
  kri: {
    nights: 'Nɛt dɛm',
    roomType: 'Kayn rum',
    dialToPay: 'Dayal *715*1*0123456789# fɔ pe Le 9,788 ($435 na Le 22.50 = US$1)',
    heldUntil: /^Wi de ol am fɔ yu te .* GMT\.$/,
    dates: '20 Dec 2026, 14:00 – 23 Dec 2026, 11:00 GMT',
    cancel: 'Kansul di Bukin',
    cancelTitle: 'Yu want kansul dis bukin?',
    cancelText: 'Aberdeen Bay Hotel, rɛfrɛns SL-7K3Q9D. Yu nɔ pe natin yet; wetin i de ol go fri.',
    keep: 'Kip di Bukin',
    participants: 'Pipul dɛm',
    people: '3 pipul',
    privateTour: 'Tua fɔ yu wan',
    pickup: 'Tek di motoka',
    pickupValue: 'Lungi Airport na 10:00',
    withDriver: 'Wit drayva',
    plans: 'Mi Trip Plan dɛm',
    plan: 'Trip fɔ 5 de, $812.50',
    planned: 'Yu plan am 20 Nov 2026',
    security: 'Sɛkyuriti',
    currentPassword: 'Di Paswɔd we Yu Gɛt Naw',
    currentRequired: 'Yu fɔ rayt di paswɔd we yu de yuz naw',
    changePassword: 'Chenj Paswɔd',
    changePasswordHeading: 'Chenj paswɔd',
    sessions: 'Usay yu sayn in naw',
    thisDevice: '(dis fon ɔ kɔmpyuta)',
    lastSeen: 'Las tɛm 6 Dec 2026',
    yourData: 'Yu Infɔmeshɔn',
    deleteAccount: 'Dilit mi akawnt',
    deleteTitle: 'Yu want dilit yu akawnt?',
    passwordRequired: 'Duya rayt yu paswɔd fɔ dilit yu akawnt',
    memberSince: '14 Mar 2026',
  },
  fr: {
    nights: 'Nuits',
    roomType: 'Type de chambre',
    dialToPay:
      'Composez le *715*1*0123456789# pour payer Le 9,788 ($435 au taux de Le 22.50 = US$1)',
    heldUntil: /^Bloquée pour vous jusqu'au .* GMT\.$/,
    dates: '20 déc. 2026, 14:00 – 23 déc. 2026, 11:00 GMT',
    cancel: 'Annuler la réservation',
    cancelTitle: 'Annuler cette réservation ?',
    cancelText:
      "Aberdeen Bay Hotel, référence SL-7K3Q9D. Rien n'a été payé ; ce qu'elle bloque est libéré.",
    keep: 'Garder la réservation',
    participants: 'Participants',
    people: '3 personnes',
    privateTour: 'Circuit privé',
    pickup: 'Prise en charge',
    pickupValue: 'Lungi Airport à 10:00',
    withDriver: 'Avec chauffeur',
    plans: 'Mes plans de voyage',
    plan: 'Voyage de 5 jours, $812.50',
    planned: 'Planifié le 20 nov. 2026',
    security: 'Sécurité',
    currentPassword: 'Mot de passe actuel',
    currentRequired: 'Le mot de passe actuel est obligatoire',
    changePassword: 'Changer le mot de passe',
    changePasswordHeading: 'Changer de mot de passe',
    sessions: 'Sessions actives',
    thisDevice: '(cet appareil)',
    lastSeen: 'Dernière activité le 6 déc. 2026',
    yourData: 'Vos données',
    deleteAccount: 'Supprimer mon compte',
    deleteTitle: 'Supprimer votre compte ?',
    passwordRequired: 'Veuillez saisir votre mot de passe pour supprimer votre compte',
    memberSince: '14 mars 2026',
  },
};

/** English words of the cards and panels that must not be left on a translated page. */
const ENGLISH_LEFT_OVER =
  /Room type|Nights|Dial \*|Held for you|Cancel Booking|My Trip Plans|Security|Current Password|Active sessions|Your Data|Delete my account|Participants: |Pickup|With driver|Planned /;

const routes = () => ({
  'GET /api/auth/session': signedIn(),
  'GET /api/bookings/user': {
    status: 200,
    body: page([hotel({}), tour({ status: 'confirmed' }), car({ status: 'confirmed' })]),
  },
  'GET /api/ai/itineraries': reply('listItineraries', [
    {
      id: '5b0e8c1a-0000-4000-8000-000000000001',
      createdAt: '2026-11-20T09:00:00.000Z',
      overview: 'Five days between Freetown and the peninsula beaches.',
      totalEstimatedCost: 812.5,
      days: 5,
      request: {
        budget: '500-1000',
        duration: '4-7-days',
        interests: ['beaches'],
        pace: 'balanced',
        party: { adults: 2, childrenAges: [] },
        startDate: null,
        endDate: null,
      },
    },
  ]),
  'GET /api/auth/sessions': reply('listSessions', [
    {
      id: 's1',
      createdAt: '2026-12-01T10:00:00.000Z',
      current: true,
      device: 'Chrome on Android',
      ipAddress: '102.176.1.1',
      lastSeenAt: '2026-12-06T10:00:00.000Z',
    },
  ]),
});

beforeAll(() => Promise.all([loadDeclaredCatalogues('kri'), loadDeclaredCatalogues('fr')]));
beforeEach(() => resetToasts());

describe.each(Object.entries(WORDS) as Array<[Exclude<Locale, 'en'>, Words]>)(
  'the dashboard in %s',
  (locale, words) => {
    it("the booking cards' facts, payment lines and cancel dialog", async () => {
      installFakeApi(routes());
      const user = userEvent.setup();
      renderWithProviders(<DashboardPage />, { route: '/dashboard', locale });

      const pending = await screen.findByRole('listitem', { name: 'Aberdeen Bay Hotel' });
      expect(within(pending).getByText(words.roomType)).toBeInTheDocument();
      expect(within(pending).getByText(words.nights)).toBeInTheDocument();
      expect(within(pending).getByText(words.dates)).toBeInTheDocument();
      expect(pending).toHaveTextContent(words.dialToPay);
      expect(within(pending).getByText(words.heldUntil)).toBeInTheDocument();

      const tourCard = screen.getByRole('listitem', { name: 'Banana Islands Day Trip' });
      expect(within(tourCard).getByText(words.participants)).toBeInTheDocument();
      expect(within(tourCard).getByText(words.people)).toBeInTheDocument();
      expect(within(tourCard).getByText(words.privateTour)).toBeInTheDocument();

      const carCard = screen.getByRole('listitem', { name: 'Toyota Land Cruiser' });
      expect(within(carCard).getByText(words.pickup)).toBeInTheDocument();
      expect(within(carCard).getByText(words.pickupValue)).toBeInTheDocument();
      expect(within(carCard).getByText(words.withDriver)).toBeInTheDocument();

      expect(screen.getByText(words.memberSince)).toBeInTheDocument();
      const plans = screen.getByRole('region', { name: words.plans });
      expect(await within(plans).findByRole('link', { name: words.plan })).toBeInTheDocument();
      expect(within(plans).getByText(words.planned)).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(ENGLISH_LEFT_OVER);

      await user.click(within(pending).getByRole('button', { name: words.cancel }));
      const dialog = within(await screen.findByRole('dialog', { name: words.cancelTitle }));
      expect(dialog.getByText(words.cancelText)).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: words.keep }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('the security and data panels, with their form messages', async () => {
      installFakeApi(routes());
      const user = userEvent.setup();
      renderWithProviders(<DashboardPage />, { route: '/dashboard', locale });

      expect(await screen.findByRole('heading', { name: words.security })).toBeInTheDocument();
      const sessions = screen.getByRole('region', { name: words.sessions });
      expect(await within(sessions).findByText(words.thisDevice)).toBeInTheDocument();
      expect(within(sessions).getByText(new RegExp(words.lastSeen))).toBeInTheDocument();
      const form = screen.getByRole('form', { name: words.changePasswordHeading });
      await user.click(within(form).getByRole('button', { name: words.changePassword }));
      expect(await within(form).findByText(words.currentRequired)).toBeInTheDocument();
      expect(within(form).getByLabelText(new RegExp(words.currentPassword))).toBeInTheDocument();

      expect(screen.getByRole('heading', { name: words.yourData })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: words.deleteAccount }));
      const dialog = within(await screen.findByRole('dialog', { name: words.deleteTitle }));
      await user.click(dialog.getByRole('button', { name: words.deleteAccount }));
      expect(await dialog.findByText(words.passwordRequired)).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(ENGLISH_LEFT_OVER);
    });
  },
);
