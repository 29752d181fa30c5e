import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settleSignInRequest } from '@salone/api-client';
import { installFakeApi, reply, SIGNED_OUT, signedIn } from '@salone/api-client/testing';
import { I18nProvider, loadDeclaredCatalogues, useT, type Locale } from '@salone/i18n';
import { TRIP_DATE_MESSAGES } from '@salone/booking-rules';
import { resetToasts } from '@salone/ui';
import PlannerPage from '../../../PlannerPage';
import { anItinerary, aSummary, ITINERARY_ID, OLDER_ITINERARY_ID } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { plannerMessages } from '../../../i18n';
import { todayIso } from '../format';
import { formErrorText } from '../formErrors';
import type { ItineraryDto } from '../itinerary';
import { PLAN_FORM_MESSAGES } from '../planForm';

// The plan, its tools, the map, saved and shared plans in Krio and French, in the words of
// docs/glossary.md; dates with the language's month names (English ones in Krio).

interface Words {
  create: string;
  oneToThreeDays: string;
  startDate: string;
  endDate: string;
  budgetProblem: string;
  lengthProblem: string;
  dayByDay: string;
  day1: string;
  day1Date: string;
  dayTotal: string;
  regenerate1: string;
  regenerated1: string;
  lockSunset: string;
  swapMuseum: string;
  swapForBeach: string;
  free: string;
  book: string;
  shape: string;
  paceRelaxed: string;
  refineLabel: string;
  refine: string;
  share: string;
  calendar: string;
  recommended: string;
  perNight: string;
  mustDo: string;
  tourBadge: string;
  viewHotel: string;
  routeMap: string;
  showMap: string;
  showOnMap: string;
  wholeTrip: string;
  driveTimes: string;
  leg: string;
  dateRange: string;
  savedHeading: string;
  savedLinks: string[];
  savedFacts: string;
  notFound: string;
  planNew: string;
  signInTitle: string;
  signIn: string;
  sharedGone: string;
  planOwn: string;
  sharedFailed: string;
  sharedRetry: string;
  sharedNote: string;
}

const WORDS: Record<Exclude<Locale, 'en'>, Words> = {
  kri: {
    create: 'Mek Mi Plan',
    oneToThreeDays: '1-3 de',
    startDate: 'De fɔ bigin (if yu want)',
    endDate: 'De fɔ dɔn (if yu want)',
    budgetProblem: 'Duya pik bɔjit.',
    lengthProblem:
      'Yu de dɛm mek trip we na 10 de, bɔt yu pik 1-3 de. Chenj di de dɛm ɔ pik 1-2 wik.',
    dayByDay: 'Plan fɔ Ɛni De',
    day1: 'De 1',
    day1Date: 'Sat 12 Dec 2026',
    dayTotal: 'Ɔltogɛda fɔ di de: $230',
    regenerate1: 'Plan de 1 bak',
    regenerated1: 'Wi dɔn plan de 1 bak',
    lockSunset: 'Lɔk Sunset walk on Lumley Beach',
    swapMuseum: 'Chenj Cotton Tree and National Museum',
    swapForBeach: 'Chenj am fɔ Lakka Beach',
    free: 'Fri',
    book: 'Buk Freetown Music Night',
    shape: 'Fiks yu plan',
    paceRelaxed: 'Izi',
    refineLabel: 'Chenj di plan wit yu yon wɔd',
    refine: 'Chenj mi plan',
    share: 'Sheb link fɔ jɔs luk di plan',
    calendar: 'Put am na kalɛnda (.ics)',
    recommended: 'Ples dɛm we Wi Advays',
    perNight: 'fɔ wan nɛt',
    mustDo: 'Tin dɛm we Yu Fɔ Du',
    tourBadge: 'Tua',
    viewHotel: 'Luk di otɛl: Aberdeen Bay Hotel',
    routeMap: 'Map fɔ di rod',
    showMap: 'Sho di map',
    showOnMap: 'Sho na di map',
    wholeTrip: 'Di wan ol trip',
    driveTimes: 'Omɔs tɛm fɔ drayv',
    leg: 'De 2: frɔm Freetown to Bo, lɛk 4 awa 30 minit',
    dateRange: '12 Dec 2026 te to 13 Dec 2026',
    savedHeading: 'Yu plan dɛm we yu dɔn sev',
    savedLinks: ['26 Nov 2026 · 2 de · $642.50', '2 Oct 2026 · 1 de · $1,890'],
    savedFacts: '$1000 - $2000 · Bush animal dɛm',
    notFound: 'Wi Nɔ Fɛn di Plan',
    planNew: 'Plan Nyu Trip',
    signInTitle: 'Sayn in fɔ si dis plan',
    signIn: 'Sayn In',
    sharedGone: 'Dis plan we dɛn sheb nɔ de igen',
    planOwn: 'Plan yu yon trip',
    sharedFailed: 'Wi nɔ ebul lod dis plan',
    sharedRetry: 'Tray Bak',
    sharedNote: 'Trip plan we pɔsin sheb wit yu (yu kin jɔs luk am).',
  },
  fr: {
    create: 'Créer mon itinéraire',
    oneToThreeDays: '1 à 3 jours',
    startDate: 'Date de début (facultative)',
    endDate: 'Date de fin (facultative)',
    budgetProblem: 'Le budget est obligatoire.',
    lengthProblem:
      'Vos dates font un voyage de 10 jours, mais vous avez choisi 1 à 3 jours. Modifiez les dates ou choisissez 1 à 2 semaines.',
    dayByDay: 'Programme jour par jour',
    day1: 'Jour 1',
    day1Date: 'sam. 12 déc. 2026',
    dayTotal: 'Total du jour : $230',
    regenerate1: 'Replanifier le jour 1',
    regenerated1: 'Jour 1 replanifié',
    lockSunset: 'Verrouiller Sunset walk on Lumley Beach',
    swapMuseum: 'Remplacer Cotton Tree and National Museum',
    swapForBeach: 'Remplacer par Lakka Beach',
    free: 'Gratuit',
    book: 'Réserver Freetown Music Night',
    shape: 'Ajustez votre plan',
    paceRelaxed: 'Détendu',
    refineLabel: 'Modifiez le plan avec vos propres mots',
    refine: 'Modifier mon plan',
    share: 'Partager un lien en lecture seule',
    calendar: 'Ajouter au calendrier (.ics)',
    recommended: 'Hébergements recommandés',
    perNight: 'par nuit',
    mustDo: 'Activités incontournables',
    tourBadge: 'Circuit',
    viewHotel: "Voir l'hôtel : Aberdeen Bay Hotel",
    routeMap: "Carte de l'itinéraire",
    showMap: 'Afficher la carte',
    showOnMap: 'Afficher sur la carte',
    wholeTrip: 'Tout le voyage',
    driveTimes: 'Temps de route',
    leg: 'Jour 2 : de Freetown à Bo, environ 4 h 30 min',
    dateRange: 'Du 12 déc. 2026 au 13 déc. 2026',
    savedHeading: 'Vos itinéraires enregistrés',
    savedLinks: ['26 nov. 2026 · 2 jours · $642.50', '2 oct. 2026 · 1 jour · $1,890'],
    savedFacts: '1000 $ - 2000 $ · Faune',
    notFound: 'Itinéraire introuvable',
    planNew: 'Planifier un nouveau voyage',
    signInTitle: 'Connectez-vous pour voir cet itinéraire',
    signIn: 'Se connecter',
    sharedGone: "Ce plan partagé n'est plus disponible",
    planOwn: 'Planifier votre propre voyage',
    sharedFailed: "Nous n'avons pas pu charger ce plan",
    sharedRetry: 'Réessayer',
    sharedNote: 'Un plan de voyage partagé avec vous (lecture seule).',
  },
};

/** English words of the screens tested here, none of which may be left on a translated one. */
const ENGLISH_LEFT_OVER =
  /Day-by-Day|Day total|Regenerate|Shape your plan|Recommended Places|per night|Must-Do|View hotel|Route map|Show map|Add to calendar|Share a read-only|Change my plan|Free\b|Drive times|The whole trip/;

/** A saved plan the traveller can edit: keys, an alternative, a drive and places on the map. */
function editablePlan(): ItineraryDto {
  const plan = anItinerary();
  const [first, second] = plan.dailyPlan;
  return {
    ...plan,
    dailyPlan: [
      {
        ...first,
        activities: [
          first.activities[0],
          { ...first.activities[1], key: 'place:lumley-beach', coords: [-13.29, 8.47] },
        ],
      },
      {
        ...second,
        travel: {
          from: [-13.23, 8.48],
          to: [-11.74, 7.96],
          fromName: 'Freetown',
          toName: 'Bo',
          hours: 4.5,
        },
        activities: [
          {
            ...second.activities[0],
            key: 'place:cotton-tree',
            alternatives: [
              {
                key: 'place:lakka-beach',
                activity: 'Lakka Beach',
                location: 'Lakka',
                cost: 0,
                notes: null,
              },
            ],
          },
          { ...second.activities[1], bookingHref: '/events/7?book=1' },
        ],
      },
    ],
  };
}

function isoInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

beforeAll(() => Promise.all([loadDeclaredCatalogues('kri'), loadDeclaredCatalogues('fr')]));
beforeEach(() => resetToasts());
afterEach(() => act(() => settleSignInRequest(false)));

describe.each(Object.entries(WORDS) as Array<[Exclude<Locale, 'en'>, Words]>)(
  'the plan in %s',
  (locale, words) => {
    it('the day-by-day plan, its tools, recommendations and map', async () => {
      const plan = editablePlan();
      installFakeApi({
        'GET /api/auth/session': signedIn(),
        'GET /api/ai/itineraries': reply('listItineraries', []),
        [`GET /api/ai/itineraries/${ITINERARY_ID}`]: { status: 200, body: plan },
        [`POST /api/ai/itineraries/${ITINERARY_ID}/days/1/regenerate`]: {
          status: 201,
          body: plan,
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<PlannerPage />, {
        route: `/ai-planner?itinerary=${ITINERARY_ID}`,
        locale,
      });

      const day = await screen.findByRole('listitem', { name: words.day1 }, { timeout: 5000 });
      expect(screen.getByRole('heading', { level: 3, name: words.dayByDay })).toBeInTheDocument();
      expect(within(day).getByRole('heading', { level: 4, name: words.day1 })).toBeInTheDocument();
      expect(within(day).getByText(words.day1Date)).toBeInTheDocument();
      expect(
        within(day).getByText((_, node) => node?.textContent === words.dayTotal),
      ).toBeVisible();
      expect(within(day).getByRole('button', { name: words.lockSunset })).toBeInTheDocument();
      expect(within(day).getAllByText(words.free).length).toBeGreaterThan(0);
      expect(screen.getByText(words.swapMuseum)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.swapForBeach })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: words.book })).toHaveAttribute(
        'href',
        '/events/7?book=1',
      );
      expect(screen.getByText(words.dateRange)).toBeInTheDocument();

      expect(screen.getByRole('heading', { level: 3, name: words.shape })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.paceRelaxed })).toBeInTheDocument();
      expect(screen.getByLabelText(words.refineLabel)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.refine })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.share })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: words.calendar })).toBeInTheDocument();

      const places = screen
        .getByRole('heading', { level: 3, name: words.recommended })
        .closest('section')!;
      expect(within(places).getByText(words.perNight)).toBeInTheDocument();
      expect(within(places).getByRole('link', { name: words.viewHotel })).toBeInTheDocument();
      const mustDo = screen
        .getByRole('heading', { level: 3, name: words.mustDo })
        .closest('section')!;
      expect(within(mustDo).getByText(words.tourBadge)).toBeInTheDocument();

      expect(screen.getByRole('heading', { level: 3, name: words.routeMap })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: words.showMap }));
      const picker = await screen.findByLabelText(words.showOnMap, undefined, { timeout: 5000 });
      expect(within(picker).getByRole('option', { name: words.wholeTrip })).toBeInTheDocument();
      const legs = screen.getByRole('list', { name: words.driveTimes });
      expect(within(legs).getByText(words.leg)).toBeInTheDocument();

      expect(document.body.textContent).not.toMatch(ENGLISH_LEFT_OVER);

      await user.click(within(day).getByRole('button', { name: words.regenerate1 }));
      expect(await screen.findByText(words.regenerated1)).toBeInTheDocument();
      expect(screen.queryByText('Day 1 planned again')).not.toBeInTheDocument();
    });

    it("the form's own messages and the trip-date rules'", async () => {
      installFakeApi({
        'GET /api/auth/session': signedIn(),
        'GET /api/ai/itineraries': reply('listItineraries', []),
      });
      const user = userEvent.setup();
      renderWithProviders(<PlannerPage />, { locale });
      await user.click(await screen.findByRole('radio', { name: words.oneToThreeDays }));
      fireEvent.change(screen.getByLabelText(words.startDate), {
        target: { value: isoInDays(5) },
      });
      fireEvent.change(screen.getByLabelText(words.endDate), {
        target: { value: isoInDays(14) },
      });
      await user.click(screen.getByRole('button', { name: words.create }));

      expect(await screen.findByText(words.budgetProblem)).toBeInTheDocument();
      expect(screen.getByText(words.lengthProblem)).toBeInTheDocument();
      expect(screen.queryByText('Choose a budget.')).not.toBeInTheDocument();
      expect(screen.queryByText(/Your dates make/)).not.toBeInTheDocument();
    });

    it('the saved plans, newest first, with their dates', async () => {
      installFakeApi({
        'GET /api/auth/session': signedIn(),
        'GET /api/ai/itineraries': reply('listItineraries', [
          aSummary({
            id: OLDER_ITINERARY_ID,
            createdAt: '2026-10-02T08:00:00.000Z',
            days: 1,
            totalEstimatedCost: 1890,
            request: { ...aSummary().request, budget: '1000-2000', interests: ['wildlife'] },
          }),
          aSummary(),
        ]),
      });
      renderWithProviders(<PlannerPage />, { locale });

      const list = await screen.findByRole('region', { name: words.savedHeading });
      const links = await within(list).findAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(words.savedLinks);
      expect(within(list).getByText(words.savedFacts)).toBeInTheDocument();
      expect(links.map((link) => link.textContent).join()).not.toMatch(/\bdays?\b/);
      expect(list.textContent).not.toMatch(/Your saved itineraries|Wildlife/);
    });

    it('a plan that is not found, and one a visitor must sign in to see', async () => {
      installFakeApi({ 'GET /api/auth/session': signedIn() });
      const { unmount } = renderWithProviders(<PlannerPage />, {
        route: '/ai-planner?itinerary=not-an-id',
        locale,
      });
      expect(await screen.findByRole('heading', { name: words.notFound })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.planNew })).toBeInTheDocument();
      expect(screen.queryByText('Itinerary Not Found')).not.toBeInTheDocument();
      unmount();

      installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
      renderWithProviders(<PlannerPage />, {
        route: `/ai-planner?itinerary=${ITINERARY_ID}`,
        locale,
      });
      expect(await screen.findByRole('heading', { name: words.signInTitle })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.signIn })).toBeInTheDocument();
    });

    it('a shared plan: shown read-only, turned off, or failing to load', async () => {
      installFakeApi({
        'GET /api/auth/session': SIGNED_OUT,
        'GET /api/ai/shared/open': { status: 200, body: anItinerary({ shareToken: 'open' }) },
        'GET /api/ai/shared/gone': {
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: 'Shared plan not found' },
        },
        'GET /api/ai/shared/broken': {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
        },
      });
      const open = renderWithProviders(<PlannerPage />, {
        route: '/ai-planner?shared=open',
        locale,
      });
      expect(await screen.findByText(words.sharedNote)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: words.dayByDay })).toBeInTheDocument();
      expect(screen.queryByText('A trip plan shared with you (read-only).')).toBeNull();
      open.unmount();

      const gone = renderWithProviders(<PlannerPage />, {
        route: '/ai-planner?shared=gone',
        locale,
      });
      expect(await screen.findByRole('heading', { name: words.sharedGone })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.planOwn })).toBeInTheDocument();
      gone.unmount();

      renderWithProviders(<PlannerPage />, { route: '/ai-planner?shared=broken', locale });
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(within(alert).getByRole('heading', { name: words.sharedFailed })).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: words.sharedRetry })).toBeInTheDocument();
      expect(alert.textContent).not.toMatch(/Try Again|couldn't load/);
    });
  },
);

it("writes every message of the form's checks in English as the checks do, and translates each", () => {
  const messages = [
    ...Object.values(PLAN_FORM_MESSAGES),
    ...Object.values(TRIP_DATE_MESSAGES).filter((message) => typeof message === 'string'),
    TRIP_DATE_MESSAGES.lengthMismatch(10, '1-3-days', '1-2-weeks'),
    TRIP_DATE_MESSAGES.lengthMismatch(20, '4-7-days', '3-plus-weeks'),
  ];
  const english = renderHook(() => useT(plannerMessages)).result.current;
  for (const message of messages) expect(formErrorText(message, english)).toBe(message);
  expect(formErrorText('Something else', english)).toBe('Something else');

  const krio = renderHook(() => useT(plannerMessages), {
    wrapper: ({ children }) => <I18nProvider locale="kri">{children}</I18nProvider>,
  }).result.current;
  const translated = messages.map((message) => formErrorText(message, krio));
  expect(translated.filter((text, index) => text === messages[index])).toEqual([]);
  expect(translated).toContain(
    'Yu de dɛm mek trip we na 20 de, bɔt yu pik 4-7 de. Chenj di de dɛm ɔ pik 3 wik ɛn mɔ.',
  );
});
