import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@salone/router';
import { installFakeApi, SIGNED_OUT } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues } from '@salone/i18n';
import { Dialog } from '@salone/ui';
import { Gallery } from '@salone/ui/media';
import { Layout } from '../Layout';

describe('page layout', () => {
  it('keeps the first page where the visitor is, and starts each next page at its top', async () => {
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    try {
      renderWithProviders(
        <Routes>
          <Route element={<Layout />}>
            <Route path="/" element={<Link to="/hotels">To the hotels</Link>} />
            <Route path="/hotels" element={<h1>Hotels</h1>} />
          </Route>
        </Routes>,
        { route: '/' },
      );
      expect(await screen.findByRole('link', { name: 'To the hotels' })).toBeInTheDocument();
      expect(scrollTo).not.toHaveBeenCalled();

      await user.click(screen.getByRole('link', { name: 'To the hotels' }));
      expect(await screen.findByRole('heading', { name: 'Hotels' })).toBeInTheDocument();
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      scrollTo.mockRestore();
    }
  });

  it("gives the design system's words in the page's language to every page inside it", async () => {
    await loadDeclaredCatalogues('kri');
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route
            path="/"
            element={
              <>
                <Gallery images={['/a.jpg', '/b.jpg']} alt="Bureh Bich" />
                <Dialog open onOpenChange={() => undefined} title="Bukin">
                  <p>Ditel dɛm</p>
                </Dialog>
              </>
            }
          />
        </Route>
      </Routes>,
      { route: '/', locale: 'kri' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bukin' });
    expect(dialog.querySelector('button[aria-label="Lɔk am"]')).not.toBeNull();
    expect(dialog.querySelector('button[aria-label="Close"]')).toBeNull();
    expect(document.querySelector('img[alt="Bureh Bich"] + button')).toHaveAttribute(
      'aria-label',
      'Sho di nɛks pikchɔ',
    );
  });
});
