import { screen } from '@testing-library/react';
import { installFakeApi, SIGNED_OUT } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues } from '@salone/i18n';
import { RemoteUnavailable } from '../RemoteBoundary';

describe('a page that could not be loaded', () => {
  it('says so in English, with Try Again and the way home', () => {
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderWithProviders(<RemoteUnavailable />);
    expect(
      screen.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('says so in French', async () => {
    await loadDeclaredCatalogues('fr');
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderWithProviders(<RemoteUnavailable />, { locale: 'fr' });
    expect(
      screen.getByRole('heading', { name: "Cette page n'a pas pu être chargée" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText(/Try Again|Back to Home/)).toBeNull();
  });
});
