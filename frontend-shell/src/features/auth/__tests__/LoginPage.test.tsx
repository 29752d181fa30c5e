import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui';
import { AMINATA, installFakeApi, SIGNED_OUT, REGISTERED, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import LoginPage from '../LoginPage';

beforeEach(() => resetToasts());

async function fillRegister(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  const panel = screen.getByRole('tabpanel');
  await user.type(within(panel).getByLabelText(/First Name/), 'Aminata');
  await user.type(within(panel).getByLabelText(/Last Name/), 'Kamara');
  await user.type(within(panel).getByLabelText(/^Email/), 'aminata@example.com');
  await user.type(within(panel).getByLabelText(/^Password/), 'secret-123');
  await user.type(within(panel).getByLabelText(/Confirm Password/), confirm);
  await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
}

describe('/login page', () => {
  it('opens on the login tab and goes home after signing in', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    api.on('POST /api/auth/login', () => ({ status: 200, body: AMINATA }));
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText(/Email/), 'aminata@example.com');
    await user.type(within(panel).getByLabelText(/Password/), 'secret-123');
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    // The page goes home once the session has been read again, which may come after the toast.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), {
      timeout: 5000,
    });
  });

  it("opens an invitation's link on the register tab with the invited address", async () => {
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderWithProviders(<LoginPage />, {
      route: '/login?tab=register&email=new.staff%40example.com',
    });
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText(/^Email/)).toHaveValue('new.staff@example.com');
  });

  it("uses 'Login Failed' and the fallback text when the server gives no message", async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/login': { status: 502, body: 'Bad gateway' },
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText(/Email/), 'aminata@example.com');
    await user.type(within(panel).getByLabelText(/Password/), 'secret-123');
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it("refuses mismatched passwords with 'Passwords do not match' and sends nothing", async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await fillRegister(user, 'secret-999');
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/auth/register')).toBe(false);
  });

  it('registers, shows the success toast and switches to the login tab', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/register': reply('register', REGISTERED, 201),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await fillRegister(user, 'secret-123');
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(screen.getByText('You can now log in with your credentials')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });
});
