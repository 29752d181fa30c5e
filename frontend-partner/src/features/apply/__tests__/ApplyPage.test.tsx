import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, signedIn, SIGNED_OUT, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui/testing';
import ApplyPage from '../ApplyPage';
import { anOrganisation } from '../../../test/fixtures';

afterEach(() => act(() => resetToasts()));

function renderApply() {
  const user = userEvent.setup();
  const result = renderWithProviders(<ApplyPage />, {
    route: '/partner/apply',
    path: '/partner/apply',
  });
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
  return { user, field, ...result };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: /Business name/ }),
    '  Kroo Bay Guesthouses ',
  );
  await user.click(screen.getByRole('checkbox', { name: 'Hotels and guesthouses' }));
  await user.click(screen.getByRole('checkbox', { name: 'Tours' }));
  await user.type(screen.getByRole('textbox', { name: /Contact phone/ }), '+232 76 555 010');
  await user.type(
    screen.getByRole('textbox', { name: /registration number/ }),
    'SL-BRS-2026-00042',
  );
  await user.type(screen.getByRole('textbox', { name: /Payout number/ }), '+232 76 555 011');
}

describe('the operator application', () => {
  it('asks a visitor to sign in first', async () => {
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderApply();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Operator application' })).not.toBeInTheDocument();
  });

  it('says what is missing, next to each field, before sending anything', async () => {
    const api = installFakeApi({ 'GET /api/auth/session': signedIn() });
    const { user, field } = renderApply();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one service kind')).toBeInTheDocument();
    // Contact phone and payout number, one rule.
    expect(
      screen.getAllByText('Enter a Sierra Leone mobile number, like 076 123 456'),
    ).toHaveLength(2);
    expect(screen.getByText('Registration number is required')).toBeInTheDocument();
    expect(field(/Business name/)).toHaveAttribute('aria-invalid', 'true');
    // The account's address is offered as the contact e-mail.
    expect(field(/Contact email/)).toHaveValue('aminata@example.com');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the application and goes back to the partner page with a toast', async () => {
    const api = installFakeApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/operators': reply('applyAsOperator', anOrganisation(), 201),
    });
    const { user } = renderApply();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/partner');
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Kroo Bay Guesthouses',
      serviceKinds: ['hotel', 'tour'],
      contactPhone: '+232 76 555 010',
      contactEmail: 'aminata@example.com',
      registrationNumber: 'SL-BRS-2026-00042',
      payoutNumber: '+232 76 555 011',
    });
  });

  it('puts the server’s refusal of a taken name next to the name', async () => {
    installFakeApi({
      'GET /api/auth/session': signedIn(),
      'POST /api/operators': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'An organisation with this name already exists',
        },
      },
    });
    const { user, field } = renderApply();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application not sent')).toBeInTheDocument();
    expect(field(/Business name/)).toHaveAccessibleDescription(
      'An organisation with this name already exists',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/partner/apply');
  });
});
