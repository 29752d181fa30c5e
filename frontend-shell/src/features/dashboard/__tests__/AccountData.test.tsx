import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui';
import { installFakeApi, signedIn, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import DashboardPage from '../DashboardPage';

const EXPORT = {
  exportedAt: '2026-11-26T10:00:00.000Z',
  account: {
    id: 'u1',
    firstName: 'Aminata',
    lastName: 'Kamara',
    email: 'aminata@example.com',
    emailVerified: true,
    phone: null,
    phoneVerified: false,
    createdAt: '2026-03-14T10:00:00.000Z',
  },
  bookings: [],
  tripPlans: [],
};

const routes = () => ({
  'GET /api/auth/session': signedIn(),
  'GET /api/ai/itineraries': reply('listItineraries', []),
  'GET /api/bookings/user': { status: 200, body: { items: [], nextCursor: null } },
});

beforeEach(() => resetToasts());

describe('your data on the dashboard', () => {
  it("saves the account's data as a JSON file", async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: the browser's download is the edge replaced here.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:salone-my-data';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const api = installFakeApi({
      ...routes(),
      'GET /api/account/export': reply('exportAccount', EXPORT),
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is ready')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/account/export')).toHaveLength(1);
    expect(clicked).toEqual(['salone-my-data.json']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]);
    });
    expect(JSON.parse(text)).toEqual(EXPORT);
    click.mockRestore();
  });

  it('asks for the password in a confirm dialog before deleting the account', async () => {
    const api = installFakeApi({
      ...routes(),
      'POST /api/account/delete': ({ body }) =>
        (body as { password: string }).password === 'right-password'
          ? { status: 200, body: { success: true, message: 'Your account has been deleted.' } }
          : {
              status: 403,
              body: { statusCode: 403, error: 'Forbidden', message: 'The password is not correct' },
            },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');

    // Nothing is sent without a password.
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(
      await screen.findByText('Please enter your password to delete your account'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/account/delete')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/Password/));
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'right-password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete your account?' })).toBeNull(),
    );
    expect(api.requests.filter((r) => r.path === '/api/account/delete').at(-1)?.body).toEqual({
      password: 'right-password',
    });
  });

  it('confirms with a code sent by SMS for an account made by phone, which has no password', async () => {
    const api = installFakeApi({
      ...routes(),
      'GET /api/auth/session': signedIn({
        ...EXPORT.account,
        email: null,
        emailVerified: false,
        phone: '+23276123456',
        phoneVerified: true,
      }),
      'POST /api/auth/phone/code': reply('sendSignInCode', {
        success: true,
        message: 'We sent a 6-digit code by SMS to your phone.',
        resendAfterSeconds: 30,
      }),
      'POST /api/account/delete': ({ body }) =>
        (body as { code?: string }).code === '482915'
          ? { status: 200, body: { success: true, message: 'Your account has been deleted.' } }
          : { status: 400, body: { statusCode: 400, message: 'That code is not right.' } },
    });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Your account has no password.');
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = await within(dialog).findByLabelText(/Code from the SMS/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(api.requests.find((r) => r.path === '/api/auth/phone/code')?.body).toEqual({
      phone: '+23276123456',
    });
    // A code that is not six digits is not sent.
    await userEvent.type(code, '48');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('Enter the 6-digit code from the SMS'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/account/delete')).toBe(false);

    await userEvent.type(code, '2915');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/account/delete').at(-1)?.body).toEqual({
      code: '482915',
    });
  });

  it('keeps the account when the dialog is dismissed', async () => {
    const api = installFakeApi(routes());
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((r) => r.path === '/api/account/delete')).toBe(false);
  });
});
