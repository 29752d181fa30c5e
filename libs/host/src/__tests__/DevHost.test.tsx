import { act, screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestSignIn } from '@salone/api-client';
import { AMINATA, installFakeApi, SIGNED_OUT, signedIn } from '@salone/api-client/testing';
import { useLocation } from '@salone/router';
import { toast } from '@salone/ui';
import { DevHost } from '../DevHost';
import { renderWithProviders } from '../testing';

function Here() {
  return <p>At {useLocation().pathname}</p>;
}

describe('DevHost', () => {
  it("shows the remote's links and pages, and answers a sign-in request", async () => {
    const api = installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    api.on('POST /api/auth/login', () => {
      api.on('GET /api/auth/session', signedIn());
      return { status: 200, body: AMINATA };
    });
    const user = userEvent.setup();
    const signedInAction = jest.fn();
    render(
      <DevHost title="Booking remote" links={[{ to: '/hotels', label: 'Hotels' }]}>
        <Here />
      </DevHost>,
    );
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(bar).toHaveTextContent('Booking remote (development)');
    expect(await within(bar).findByText('Signed out')).toBeInTheDocument();
    await user.click(within(bar).getByRole('link', { name: 'Hotels' }));
    expect(screen.getByText('At /hotels')).toBeInTheDocument();

    act(() => requestSignIn(signedInAction));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(dialog).getByLabelText('Email'), 'aminata@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'salone-pass-123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(signedInAction).toHaveBeenCalledTimes(1);
    expect(await within(bar).findByText('Signed in as Aminata')).toBeInTheDocument();
  });
});

describe('renderWithProviders', () => {
  it('renders at the address given, with the toaster and a probe of the location', async () => {
    installFakeApi({});
    renderWithProviders(<Here />, { route: '/hotels/3', path: '/hotels/:id' });
    expect(screen.getByText('At /hotels/3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/hotels/3');
    act(() => {
      toast({ title: 'Booking Created Successfully' });
    });
    expect(await screen.findByText('Booking Created Successfully')).toBeInTheDocument();
  });
});
