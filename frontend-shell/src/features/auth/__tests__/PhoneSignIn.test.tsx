import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui';
import { AMINATA, installFakeApi, reply, signedIn, SIGNED_OUT } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues } from '@salone/i18n';
import LoginPage from '../LoginPage';

beforeEach(() => resetToasts());

const RESIDENT = {
  ...AMINATA,
  firstName: 'Isatu',
  lastName: 'Sesay',
  email: null,
  emailVerified: false,
  phone: '+23276123456',
  phoneVerified: true,
};
const SENT = {
  status: 200,
  body: {
    success: true,
    message: 'We sent a 6-digit code by SMS to your phone.',
    resendAfterSeconds: 30,
  },
};

describe('signing up and in with a phone number', () => {
  it('signs a resident up with 076 123 456 and the code from the SMS, no e-mail asked', async () => {
    let signedUp = false;
    const api = installFakeApi({
      'GET /api/auth/session': () => (signedUp ? signedIn(RESIDENT) : SIGNED_OUT),
      'POST /api/auth/phone/code': SENT,
    });
    api.on('POST /api/auth/phone/sign-in', () => {
      signedUp = true;
      return reply('signInWithPhone', RESIDENT);
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Use a phone number instead' }));
    expect(within(panel).queryByLabelText(/^Email/)).toBeNull();
    await user.type(within(panel).getByLabelText(/First Name/), 'Isatu');
    await user.type(within(panel).getByLabelText(/Last Name/), 'Sesay');
    const phone = within(panel).getByLabelText(/Phone number/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '076 123 456');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));

    const code = await within(panel).findByLabelText(/Code from the SMS/);
    // Android offers the code from the SMS, on the digit keyboard.
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(within(panel).getByText('(076) 123456')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Send a new code in 3\d s/ })).toBeDisabled();
    await user.type(code, '482913');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), {
      timeout: 5000,
    });
    expect(
      api.requests.filter((r) => r.path === '/api/auth/phone/code').map((r) => r.body),
    ).toEqual([{ phone: '+23276123456' }]);
    expect(
      api.requests.filter((r) => r.path === '/api/auth/phone/sign-in').map((r) => r.body),
    ).toEqual([{ phone: '+23276123456', code: '482913', firstName: 'Isatu', lastName: 'Sesay' }]);
  });

  it('refuses a number that is not one, in the words of the phone rule, and sends nothing', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Use a phone number instead' }));
    await user.type(within(panel).getByLabelText(/Phone number/), '12345');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(
      await within(panel).findByText('Enter a Sierra Leone mobile number, like 076 123 456'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/auth/phone/code')).toBe(false);
  });

  it('signs in with a code, and shows a wrong code’s answer under the field', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/phone/code': SENT,
    });
    let tries = 0;
    api.on('POST /api/auth/phone/sign-in', () => {
      tries += 1;
      return tries === 1
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'WRONG_CODE',
              message: 'That code is not right. Check the SMS and try again.',
            },
          }
        : reply('signInWithPhone', RESIDENT);
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Use a phone number instead' }));
    expect(within(panel).queryByLabelText(/First Name/)).toBeNull();
    await user.type(within(panel).getByLabelText(/Phone number/), '+232 76 123 456');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    const code = await within(panel).findByLabelText(/Code from the SMS/);

    await user.type(code, '12345');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(
      await within(panel).findByText('Enter the 6-digit code from the SMS'),
    ).toBeInTheDocument();
    expect(tries).toBe(0);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(
      await within(panel).findByText('That code is not right. Check the SMS and try again.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '482 913');
    await user.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(
      api.requests.filter((r) => r.path === '/api/auth/phone/sign-in').map((r) => r.body),
    ).toEqual([
      { phone: '+23276123456', code: '111111' },
      { phone: '+23276123456', code: '482913' },
    ]);
  });

  it('says when a new code may be asked for', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/phone/code': {
        status: 429,
        body: {
          statusCode: 429,
          code: 'THROTTLED',
          message: 'Please wait a little before asking for another code.',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Use a phone number instead' }));
    await user.type(within(panel).getByLabelText(/Phone number/), '076123456');
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Could not send the code')).toBeInTheDocument();
    expect(
      screen.getByText('Please wait a little before asking for another code.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByLabelText(/Code from the SMS/)).toBeNull();
  });

  it("asks for the names and the number in Krio, with the phone rule's words in Krio", async () => {
    await loadDeclaredCatalogues('kri');
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login', locale: 'kri' });
    await user.click(await screen.findByRole('tab', { name: 'Rɛjista' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Yuz fon nɔmba insted' }));
    expect(within(panel).getByLabelText(/Fɔs Nem/)).toBeInTheDocument();
    expect(
      within(panel).getByText('Salone nɔmba lɛk 076 123 456, ɔ ɔda kɔntri in nɔmba wit in +kod'),
    ).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/Fon nɔmba/), '12345');
    await user.click(within(panel).getByRole('button', { name: 'Sɛn kod' }));
    expect(
      await within(panel).findByText('Rayt Salone mobayl nɔmba, lɛk 076 123 456'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/First Name|Enter a Sierra Leone|is required/)).toBeNull();
    expect(api.requests.some((r) => r.path === '/api/auth/phone/code')).toBe(false);
  });
});
