import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui';
import { AMINATA, installFakeApi, SIGNED_OUT, signedIn } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import LoginPage from '../LoginPage';
import ResetPasswordPage from '../ResetPasswordPage';
import { VerifyEmailBanner } from '../VerifyEmailBanner';
import VerifyEmailPage from '../VerifyEmailPage';

beforeEach(() => resetToasts());

const TOKEN = 'q3Jx0Vd1c7u8cZ9Kp2mN4bL6aT5yR1eW0sQ8fH3gD2k';
const message = (text: string) => ({ status: 200, body: { success: true, message: text } });

describe('account flows in the shell', () => {
  it('shows the banner to an unverified account only, and Resend sends a new link', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn({ ...AMINATA, emailVerified: false }),
      'POST /api/auth/verify-email/resend': message(
        'We sent you a new link. Please check your email.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailBanner />);
    const banner = await screen.findByRole('status', { name: 'Verify your email address' });
    expect(banner).toHaveTextContent(
      'Please verify your email address to book. We sent you a link.',
    );
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('We sent you a new link. Please check your email.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/auth/verify-email/resend')).toHaveLength(1);
  });

  it('shows no banner to a verified account', async () => {
    installFakeApi({ 'GET /api/auth/session': signedIn() });
    renderWithProviders(<VerifyEmailBanner />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('posts the link’s token once and says what the server said', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/verify-email': message('Your email address is verified. You can now book.'),
    });
    renderWithProviders(<VerifyEmailPage />, { route: `/verify-email?token=${TOKEN}` });
    expect(
      await screen.findByText('Your email address is verified. You can now book.'),
    ).toBeInTheDocument();
    const posts = api.requests.filter((r) => r.path === '/api/auth/verify-email');
    expect(posts.map((r) => r.body)).toEqual([{ token: TOKEN }]);
    // The token leaves the address bar.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify-email$/);
  });

  it('says a used link is not valid any more', async () => {
    installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/verify-email': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'INVALID_TOKEN',
          message:
            'This link is not valid any more. It may have been used already or have expired.',
        },
      },
    });
    renderWithProviders(<VerifyEmailPage />, { route: `/verify-email?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid any more. It may have been used already or have expired.',
    );
  });

  it("'Forgot password?' on /login asks for the e-mail and shows the server's answer", async () => {
    const answer =
      'If an account exists for this email address, we sent it a link to reset the password.';
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/password-reset': message(answer),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    await user.type(within(form).getByLabelText(/Email/), 'aminata@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(answer)).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/auth/password-reset')?.body).toEqual({
      email: 'aminata@example.com',
    });
    // Back to the sign-in form.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('sets a new password from the reset link, with the placeholder and the server’s reason', async () => {
    const weak =
      'This password is too easy to guess: this is a heavily used password. Add more words that are less common.';
    const api = installFakeApi({
      'GET /api/auth/session': SIGNED_OUT,
      'POST /api/auth/password-reset/confirm': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', code: 'WEAK_PASSWORD', message: weak },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    const field = await screen.findByLabelText(/New Password/);
    expect(field).toHaveAttribute('placeholder', 'Minimum 8 characters');
    await user.type(field, 'password');
    await user.type(screen.getByLabelText(/Confirm Password/), 'password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(weak)).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: TOKEN,
      password: 'password',
    });
  });
});
