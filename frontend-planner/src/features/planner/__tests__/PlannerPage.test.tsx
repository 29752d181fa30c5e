import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { saloneApi, settleSignInRequest } from '@salone/api-client';
import {
  installFakeApi,
  SIGNED_OUT,
  signedIn,
  type FakeApi,
  reply,
} from '@salone/api-client/testing';
import { resetToasts } from '@salone/ui';
import PlannerPage from '../../../PlannerPage';
import { anItinerary, aSummary, ITINERARY_ID, OLDER_ITINERARY_ID } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { todayIso } from '../format';

// The whole form is filled in by a simulated user: generous on a busy machine.
jest.setTimeout(30_000);

const SESSION = 'GET /api/auth/session';
const GENERATE = 'POST /api/ai/trip-planner';

function signedInApi(routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    [SESSION]: signedIn(),
    'GET /api/ai/itineraries': reply('listItineraries', []),
    ...routes,
  });
}

const plannerCalls = (api: FakeApi) =>
  api.requests.filter((request) => request.path === '/api/ai/trip-planner');

/** Signed in: the saved list appears once the session is known. */
async function renderSignedIn(route?: string) {
  const user = userEvent.setup();
  renderWithProviders(<PlannerPage />, { route });
  await screen.findByRole('heading', { name: 'Your saved itineraries' });
  return user;
}

async function fillRequiredFields(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: '$500 - $1000' }));
  await user.click(screen.getByRole('radio', { name: '1-3 days' }));
  await user.click(screen.getByRole('checkbox', { name: 'Beaches' }));
  await user.click(screen.getByRole('checkbox', { name: 'Culture' }));
}

const createButton = () => screen.getByRole('button', { name: /Create My Itinerary/ });

function isoInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayIso(date);
}

beforeEach(() => resetToasts());
afterEach(() => act(() => settleSignInRequest(false)));

describe('planner form', () => {
  it('shows the hero and the spec’s choices, with capitalised interests', async () => {
    signedInApi();
    await renderSignedIn();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plan Your Perfect Sierra Leone Adventure' }),
    ).toBeInTheDocument();
    const budget = screen.getByRole('group', { name: 'Budget for the whole trip' });
    expect(
      within(budget)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['under-500', '500-1000', '1000-2000', '2000-plus']);
    for (const label of ['Under $500', '$500 - $1000', '$1000 - $2000', '$2000+']) {
      expect(within(budget).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    const length = screen.getByRole('group', { name: 'Trip length' });
    for (const label of ['1-3 days', '4-7 days', '1-2 weeks', '3+ weeks']) {
      expect(within(length).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    const interests = screen.getByRole('group', { name: 'Interests (choose at least one)' });
    expect(
      within(interests)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual([
      'beaches',
      'mountains',
      'culture',
      'adventure',
      'food',
      'wildlife',
      'music',
      'relaxation',
    ]);
    expect(within(interests).getByRole('checkbox', { name: 'Wildlife' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start date (optional)')).toHaveAttribute('min', todayIso());
    expect(screen.getByLabelText('End date (optional)')).toHaveAttribute('type', 'date');
    expect(document.title).toContain('AI Trip Planner');
  });

  it("refuses an incomplete form with 'Missing Information' and inline errors, sending nothing", async () => {
    const api = signedInApi();
    const user = await renderSignedIn();
    await user.click(createButton());

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Choose a budget.')).toBeInTheDocument();
    expect(screen.getByText('Choose a trip length.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one interest.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Under $500' })).toHaveFocus();
    expect(
      screen.getByRole('group', { name: 'Budget for the whole trip' }),
    ).toHaveAccessibleDescription('Choose a budget.');
    expect(plannerCalls(api)).toHaveLength(0);

    // Each error goes as soon as its field is filled in.
    await user.click(screen.getByRole('radio', { name: '$2000+' }));
    expect(screen.queryByText('Choose a budget.')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a trip length.')).toBeInTheDocument();
  });

  it('checks the optional dates: not in the past, end on or after start', async () => {
    const api = signedInApi();
    const user = await renderSignedIn();
    await fillRequiredFields(user);
    fireEvent.change(screen.getByLabelText('Start date (optional)'), {
      target: { value: isoInDays(10) },
    });
    fireEvent.change(screen.getByLabelText('End date (optional)'), {
      target: { value: isoInDays(8) },
    });
    await user.click(createButton());

    expect(
      await screen.findByText('End date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('End date (optional)')).toHaveFocus();
    expect(screen.getByLabelText('End date (optional)')).toHaveAttribute('min', isoInDays(10));
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Start date (optional)'), {
      target: { value: '2020-01-01' },
    });
    expect(await screen.findByText('Start date cannot be in the past')).toBeInTheDocument();
    expect(plannerCalls(api)).toHaveLength(0);
  });
});

describe('creating an itinerary', () => {
  it("asks a signed-out visitor to sign in ('Authentication Required'), then generates the plan", async () => {
    const api = installFakeApi({ [SESSION]: SIGNED_OUT });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<PlannerPage />);
    await screen.findByText("You'll be asked to sign in when you create your itinerary.");
    expect(
      screen.queryByRole('heading', { name: 'Your saved itineraries' }),
    ).not.toBeInTheDocument();
    await fillRequiredFields(user);
    await user.click(createButton());

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to use the AI Trip Planner.')).toBeInTheDocument();
    expect(plannerCalls(api)).toHaveLength(0);
    expect(api.requests.some((r) => r.path.startsWith('/api/ai/'))).toBe(false);

    // The shell's Sign In dialog succeeds: the same request goes ahead.
    api.on(SESSION, signedIn());
    api.on('GET /api/ai/itineraries', reply('listItineraries', [aSummary()]));
    api.on(GENERATE, { status: 201, body: anItinerary() });
    act(() => {
      // What the shell's login does: the session is read again, and the waiting action runs.
      store.dispatch(saloneApi.util.invalidateTags(['User']));
      settleSignInRequest(true);
    });

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your Sierra Leone Itinerary' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(plannerCalls(api)).toHaveLength(1);
    expect(plannerCalls(api)[0].body).toEqual({
      budget: '500-1000',
      duration: '1-3-days',
      interests: ['beaches', 'culture'],
      party: { adults: 1, childrenAges: [] },
      pace: 'balanced',
    });
  });

  it('asks to sign in again when the session has run out (401), sending once', async () => {
    const api = signedInApi({
      [GENERATE]: {
        status: 401,
        body: {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Please sign in to use the AI Trip Planner.',
        },
      },
    });
    const user = await renderSignedIn();
    await fillRequiredFields(user);
    await user.click(createButton());

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.queryByText('Generation Failed')).not.toBeInTheDocument();
    expect(plannerCalls(api)).toHaveLength(1);
  });

  it("reads 'Creating Your Itinerary...' and is disabled while the plan is made", async () => {
    const api = signedInApi({ [GENERATE]: reply('generateItinerary', anItinerary(), 201) });
    const user = await renderSignedIn();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = window.fetch;
    window.fetch = async (...args) => {
      await gate;
      return answer(...args);
    };

    await fillRequiredFields(user);
    await user.click(createButton());
    const pending = await screen.findByRole('button', { name: 'Creating Your Itinerary...' });
    expect(pending).toBeDisabled();
    expect(screen.getByText('Creating your itinerary, please wait.')).toBeInTheDocument();

    release();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your Sierra Leone Itinerary' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(plannerCalls(api)).toHaveLength(1);
  });

  it("shows the plan with 'Itinerary Generated!', sends lower-case values and the dates", async () => {
    const api = signedInApi({ [GENERATE]: reply('generateItinerary', anItinerary(), 201) });
    const user = await renderSignedIn();
    await fillRequiredFields(user);
    const start = isoInDays(16);
    const end = isoInDays(17);
    fireEvent.change(screen.getByLabelText('Start date (optional)'), { target: { value: start } });
    fireEvent.change(screen.getByLabelText('End date (optional)'), { target: { value: end } });
    await user.click(createButton());

    const heading = await screen.findByRole('heading', { name: 'Your Sierra Leone Itinerary' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Itinerary Generated!')).toBeInTheDocument();
    expect(
      screen.getByText('Your personalized Sierra Leone adventure is ready.'),
    ).toBeInTheDocument();
    expect(plannerCalls(api)[0]).toMatchObject({
      method: 'POST',
      body: {
        budget: '500-1000',
        duration: '1-3-days',
        interests: ['beaches', 'culture'],
        startDate: start,
        endDate: end,
      },
    });
    // The address names the saved plan, so it survives a reload.
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/ai-planner?itinerary=${ITINERARY_ID}`,
    );
    expect(screen.getByRole('heading', { name: 'Day-by-Day Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create My Itinerary/ })).not.toBeInTheDocument();
  });

  it("shows the server's message in 'Generation Failed' and keeps the form", async () => {
    const message = 'Your dates cover 9 days, which does not fit a 4-7 days trip.';
    signedInApi({
      [GENERATE]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message },
      },
    });
    const user = await renderSignedIn();
    await fillRequiredFields(user);
    await user.click(createButton());

    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Create My Itinerary/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '$500 - $1000' })).toBeChecked();
  });

  it("falls back to 'Unable to generate itinerary. Please try again.' without a server message", async () => {
    signedInApi({ [GENERATE]: { status: 502, body: 'Bad Gateway' } });
    const user = await renderSignedIn();
    await fillRequiredFields(user);
    await user.click(createButton());

    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to generate itinerary. Please try again.')).toBeInTheDocument();
  });

  it("'Plan Another Trip' clears the plan and returns to the form with the last choices", async () => {
    signedInApi({ [GENERATE]: reply('generateItinerary', anItinerary(), 201) });
    const user = await renderSignedIn();
    await fillRequiredFields(user);
    await user.click(createButton());
    await user.click(
      await screen.findByRole('button', { name: 'Plan Another Trip' }, { timeout: 5000 }),
    );

    const heading = await screen.findByRole('heading', { name: 'Tell us about your trip' });
    expect(heading).toHaveFocus();
    expect(
      screen.queryByRole('heading', { name: 'Your Sierra Leone Itinerary' }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ai-planner$/);
    expect(screen.getByRole('radio', { name: '$500 - $1000' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Culture' })).toBeChecked();
    expect(createButton()).toBeEnabled();
  });
});

describe('saved itineraries', () => {
  it('lists them newest first, each linking to ?itinerary=<id>', async () => {
    const api = signedInApi({
      'GET /api/ai/itineraries': reply('listItineraries', [
        aSummary({
          id: OLDER_ITINERARY_ID,
          createdAt: '2026-10-02T08:00:00.000Z',
          days: 10,
          totalEstimatedCost: 1890,
          request: { ...aSummary().request, budget: '1000-2000', interests: ['wildlife'] },
        }),
        aSummary(),
      ]),
      [`GET /api/ai/itineraries/${OLDER_ITINERARY_ID}`]: {
        status: 200,
        body: anItinerary({ id: OLDER_ITINERARY_ID, overview: 'Ten days from Tiwai to Outamba.' }),
      },
    });
    const user = await renderSignedIn();
    const list = screen.getByRole('region', { name: 'Your saved itineraries' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '26 Nov 2026 · 2 days · $642.50',
      '2 Oct 2026 · 10 days · $1,890',
    ]);
    expect(links[0]).toHaveAttribute('href', `/ai-planner?itinerary=${ITINERARY_ID}`);
    expect(links[1]).toHaveAttribute('href', `/ai-planner?itinerary=${OLDER_ITINERARY_ID}`);
    expect(within(list).getByText('$1000 - $2000 · Wildlife')).toBeInTheDocument();

    await user.click(links[1]);
    expect(await screen.findByText('Ten days from Tiwai to Outamba.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Sierra Leone Itinerary' })).toHaveFocus();
    expect(api.requests.map((r) => r.path)).toContain(`/api/ai/itineraries/${OLDER_ITINERARY_ID}`);
  });

  it('reopens a saved plan from ?itinerary=<id>', async () => {
    const api = signedInApi({
      [`GET /api/ai/itineraries/${ITINERARY_ID}`]: { status: 200, body: anItinerary() },
    });
    renderWithProviders(<PlannerPage />, { route: `/ai-planner?itinerary=${ITINERARY_ID}` });

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your Sierra Leone Itinerary' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(anItinerary().overview)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Tell us about your trip' }),
    ).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/ai/trip-planner')).toBe(false);
  });

  it("opens a plan from the dashboard's 'My Trip Plans' link for further editing", async () => {
    const saved = anItinerary();
    const sunset = { ...saved.dailyPlan[0].activities[1], key: 'place:lumley-beach' };
    const editable = {
      ...saved,
      dailyPlan: [
        {
          ...saved.dailyPlan[0],
          activities: [saved.dailyPlan[0].activities[0], sunset],
        },
        ...saved.dailyPlan.slice(1),
      ],
    };
    const replanned = {
      ...editable,
      dailyPlan: [
        {
          ...editable.dailyPlan[0],
          activities: [{ ...sunset, locked: true }],
        },
        ...editable.dailyPlan.slice(1),
      ],
    };
    const api = signedInApi({
      [`GET /api/ai/itineraries/${ITINERARY_ID}`]: { status: 200, body: editable },
      [`PUT /api/ai/itineraries/${ITINERARY_ID}/days/1/locks`]: { status: 200, body: replanned },
    });
    const user = userEvent.setup();
    // The address the dashboard links each saved plan to.
    renderWithProviders(<PlannerPage />, { route: `/ai-planner?itinerary=${ITINERARY_ID}` });

    const day = await screen.findByRole('listitem', { name: 'Day 1' }, { timeout: 5000 });
    expect(within(day).getByRole('button', { name: 'Regenerate day 1' })).toBeEnabled();
    await user.click(within(day).getByRole('button', { name: 'Lock Sunset walk on Lumley Beach' }));

    expect(
      await screen.findByRole('button', { name: 'Unlock Sunset walk on Lumley Beach' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const lock = api.requests.find((r) => r.path.endsWith('/days/1/locks'));
    expect(lock?.method).toBe('PUT');
    expect(lock?.body).toEqual({ key: 'place:lumley-beach', locked: true });
  });

  it("says 'Itinerary Not Found' for an unknown id, and asks visitors to sign in", async () => {
    signedInApi({
      [`GET /api/ai/itineraries/${OLDER_ITINERARY_ID}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Itinerary not found' },
      },
    });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PlannerPage />, {
      route: `/ai-planner?itinerary=${OLDER_ITINERARY_ID}`,
    });
    expect(await screen.findByRole('heading', { name: 'Itinerary Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plan a New Trip' }));
    expect(
      await screen.findByRole('heading', { name: 'Tell us about your trip' }),
    ).toBeInTheDocument();
    unmount();

    const visitor = installFakeApi({ [SESSION]: SIGNED_OUT });
    renderWithProviders(<PlannerPage />, { route: `/ai-planner?itinerary=${ITINERARY_ID}` });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see this itinerary' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(visitor.requests).toHaveLength(1));
    expect(visitor.requests[0].path).toBe('/api/auth/session');
  });

  it('does not ask the server for an id that is not a saved itinerary’s', async () => {
    const api = signedInApi();
    renderWithProviders(<PlannerPage />, { route: '/ai-planner?itinerary=..%2Fbookings%2Fuser' });
    expect(await screen.findByRole('heading', { name: 'Itinerary Not Found' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.startsWith('/api/ai/itineraries/'))).toBe(false);
  });
});

describe('printing', () => {
  it('prints the plan alone: the page chrome, toaster and buttons are hidden', async () => {
    signedInApi({
      [`GET /api/ai/itineraries/${ITINERARY_ID}`]: { status: 200, body: anItinerary() },
    });
    renderWithProviders(<PlannerPage />, { route: `/ai-planner?itinerary=${ITINERARY_ID}` });
    const save = await screen.findByRole('button', { name: 'Save Itinerary' });

    // styled-components may insert rules through the CSSOM: read the sheets, not the text.
    const printRules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule) => rule.cssText.startsWith('@media print'))
      .map((rule) => rule.cssText)
      .join('\n');
    expect(printRules).toMatch(
      /header,\s*footer,\s*nav,\s*\[role='region'\]\[aria-label\^='Notifications'\],\s*\.no-print\s*\{\s*display:\s*none\s*!important/,
    );
    expect(printRules).toMatch(/\.planner-keep-together\s*\{\s*break-inside:\s*avoid/);
    expect(printRules).toMatch(/color:\s*black/);
    expect(save.parentElement).toHaveClass('no-print');
    expect(screen.getByRole('heading', { level: 1 }).closest('.no-print')).not.toBeNull();
    expect(screen.getByRole('article', { name: 'Your Sierra Leone Itinerary' })).toHaveClass(
      'planner-print',
    );
  });
});
