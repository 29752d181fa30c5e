import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui';
import { AuthDialogsProvider } from '../../features/auth/AuthDialogs';
import {
  AMINATA,
  installFakeApi,
  SIGNED_OUT,
  signedIn,
  REGISTERED,
  reply,
} from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { NavBar } from '../NavBar';

/**
 * jsdom applies no media queries, so the bar renders as on a small screen: the menu sits
 * behind its toggle. Most tests open it first, as a phone user would.
 */
function renderNav(route = '/', { openMenu = true } = {}) {
  const result = renderWithProviders(
    <AuthDialogsProvider>
      <NavBar />
    </AuthDialogsProvider>,
    { route },
  );
  if (openMenu) fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return result;
}

beforeEach(() => resetToasts());

describe('navigation bar', () => {
  it('lists the sections and highlights the active route', async () => {
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderNav('/events');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Home',
      'Hotels',
      'Events',
      'Cars',
      'Tours',
      'Real Estate',
      'AI Planner',
    ]);
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(await within(nav).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('shows the first name and a logout button when signed in, and logs out', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/auth/logout': reply('logout', { success: true, message: 'Signed out' }),
    });
    const user = userEvent.setup();
    renderNav('/hotels');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Aminata' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'My trips' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    api.on('GET /api/auth/session', SIGNED_OUT);
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    // Choosing an item closes the small-screen menu.
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await within(nav).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My trips' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/auth/logout')).toBe(
      true,
    );
  });

  it.each<[('operator' | 'admin')[], string[]]>([
    [[], []],
    [['operator'], ['Partner']],
    [['admin'], ['Admin']],
    [
      ['operator', 'admin'],
      ['Partner', 'Admin'],
    ],
  ])('offers the consoles of the roles %j the session tells', async (roles, extra) => {
    installFakeApi({ 'GET /api/auth/session': signedIn(AMINATA, roles) });
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Aminata' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Home',
      'Hotels',
      'Events',
      'Cars',
      'Tours',
      'Real Estate',
      'AI Planner',
      'My trips',
      ...extra,
      'Aminata',
    ]);
    if (extra.includes('Partner')) {
      expect(within(nav).getByRole('link', { name: 'Partner' })).toHaveAttribute(
        'href',
        '/partner',
      );
    }
  });

  it("labels the dashboard link 'User' when the account has no first name", async () => {
    installFakeApi({ 'GET /api/auth/session': signedIn({ ...AMINATA, firstName: '' }) });
    renderNav();
    expect(await screen.findByRole('link', { name: 'User' })).toBeInTheDocument();
  });

  it('collapses behind a toggle on small screens and closes when an item is chosen', async () => {
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderNav('/', { openMenu: false });
    expect(screen.queryByRole('link', { name: 'Tours' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('link', { name: 'Tours' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/tours');
  });
});

describe('sign-in and sign-up dialogs', () => {
  it('signs in: welcome toast, dialog closes and the name appears', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    api.on('POST /api/auth/login', () => {
      api.on('GET /api/auth/session', signedIn());
      return { status: 200, body: AMINATA };
    });
    const user = userEvent.setup();
    renderNav();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await within(dialog).findByLabelText(/Email/);
    await user.type(within(dialog).getByLabelText(/Email/), 'aminata@example.com');
    await user.type(within(dialog).getByLabelText(/Password/), 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have been logged in successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('link', { name: 'Aminata' })).toBeInTheDocument();
    const login = api.requests.find((r) => r.path === '/api/auth/login');
    expect(login?.body).toEqual({ email: 'aminata@example.com', password: 'secret-123' });
  });

  it("shows 'Login failed' with the server's message", async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
      },
    });
    const user = userEvent.setup();
    renderNav();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await within(dialog).findByLabelText(/Email/);
    await user.type(within(dialog).getByLabelText(/Email/), 'aminata@example.com');
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says 'Unable to connect to server' when the network is down", async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderNav();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.endsWith('/api/auth/login')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init);
    };
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await within(dialog).findByLabelText(/Email/);
    await user.type(within(dialog).getByLabelText(/Email/), 'aminata@example.com');
    await user.type(within(dialog).getByLabelText(/Password/), 'secret-123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Unable to connect to server')).toBeInTheDocument();
    expect(api.requests.every((r) => r.path !== '/api/auth/login')).toBe(true);
  });

  it('validates required fields before calling the server', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderNav();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await within(dialog).findByLabelText(/Email/);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('links sign-in to sign-up and back; registering opens Sign In with a toast', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/register': reply('register', REGISTERED, 201),
    });
    const user = userEvent.setup();
    renderNav();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    let dialog = screen.getByRole('dialog', { name: 'Create Account' });
    await within(dialog).findByLabelText(/Email/);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    dialog = screen.getByRole('dialog', { name: 'Create Account' });
    await within(dialog).findByLabelText(/Email/);
    expect(within(dialog).getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/First Name/), 'Aminata');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Kamara');
    await user.type(within(dialog).getByLabelText(/Email/), 'aminata@example.com');
    await user.type(within(dialog).getByLabelText(/Password/), 'kente-7');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(
      await within(dialog).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Password/)).toHaveAttribute(
      'placeholder',
      'Minimum 8 characters',
    );

    await user.type(within(dialog).getByLabelText(/Password/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Please log in with your new account.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/auth/register')?.body).toEqual({
      firstName: 'Aminata',
      lastName: 'Kamara',
      email: 'aminata@example.com',
      password: 'kente-77',
    });
  });

  it("shows 'Registration failed' with the server's message", async () => {
    const weak =
      'This password is too easy to guess: this is a heavily used password. Add more words that are less common.';
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/register': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'WEAK_PASSWORD',
          message: weak,
          details: [{ field: 'password', message: weak }],
        },
      },
    });
    const user = userEvent.setup();
    renderNav();
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    await within(dialog).findByLabelText(/Email/);
    await user.type(within(dialog).getByLabelText(/First Name/), 'Aminata');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Kamara');
    await user.type(within(dialog).getByLabelText(/Email/), 'aminata@example.com');
    await user.type(within(dialog).getByLabelText(/Password/), 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText(weak)).toBeInTheDocument();
  });
});
