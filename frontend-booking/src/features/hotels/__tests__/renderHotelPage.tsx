import { screen, waitFor } from '@testing-library/react';
import { useAuth, useSignInRequest } from '@salone/api-client';
import { renderWithProviders } from '@salone/host/testing';
import HotelDetailPage from '../HotelDetailPage';

/** Shows whether a Sign In was asked for and what the page knows of the visitor. */
function AuthProbe() {
  const request = useSignInRequest();
  const { status } = useAuth();
  return (
    <>
      <output data-testid="sign-in-request">{request ? 'asked' : 'none'}</output>
      <output data-testid="auth">{status}</output>
    </>
  );
}

/** The hotel detail page at `route`, as the shell mounts it. */
export function renderHotelPage(route = '/hotels/1') {
  return renderWithProviders(
    <>
      <HotelDetailPage />
      <AuthProbe />
    </>,
    { route, path: '/hotels/:id' },
  );
}

/** Booking buttons act on the visitor's known status: wait until it is known. */
export const authSettled = () =>
  waitFor(() => expect(screen.getByTestId('auth')).not.toHaveTextContent('loading'));
