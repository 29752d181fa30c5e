import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../components/Dialog';
import { Gallery } from '../components/Gallery';
import { QueryError } from '../components/QueryState';
import { Spinner } from '../components/Spinner';
import { Toaster } from '../toast/Toaster';
import { resetToasts, toast } from '../toast/store';
import { ENGLISH_UI_TEXT, UiTextProvider, type UiText } from '../uiText';
import { renderWithTheme } from '../test-utils';

// The design system's own words come from the app (the shell's catalogue); English without it.
const FRENCH: UiText = {
  close: 'Fermer',
  loading: 'Chargement',
  tryAgain: 'Réessayer',
  notifications: 'Notifications ({hotkey})',
  showNextImage: "Afficher l'image suivante",
  showImage: (n) => `Afficher l'image ${n}`,
  imageOf: (n, count) => `Image ${n} sur ${count}`,
};

afterEach(() => act(() => resetToasts()));

describe("the design system's words", () => {
  it('are English without a provider', () => {
    renderWithTheme(
      <>
        <Spinner />
        <QueryError text="Not loaded" onRetry={() => undefined} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(ENGLISH_UI_TEXT.loading);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("name a dialog's and a toast's close buttons and the notifications", async () => {
    renderWithTheme(
      <UiTextProvider value={FRENCH}>
        <Dialog open onOpenChange={() => undefined} title="Réservation">
          <p>Contenu</p>
        </Dialog>
        <Toaster />
      </UiTextProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Réservation' });
    expect(dialog.querySelector('button[aria-label="Fermer"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    act(() => {
      toast({ title: 'Enregistré' });
    });
    const status = await screen.findByText('Enregistré');
    expect(
      status.closest('[role="status"]')!.querySelector('button[aria-label="Fermer"]'),
    ).not.toBeNull();
    expect(document.querySelector('[aria-label^="Notifications"]')).toHaveAttribute(
      'aria-label',
      'Notifications (F8)',
    );
  });

  it('name the gallery buttons and announce the image in the given words', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <UiTextProvider value={FRENCH}>
        <Gallery images={['/a.jpg', '/b.jpg', '/c.jpg']} alt="Plage de Bureh" />
        <Spinner />
        <QueryError text="Échec" onRetry={() => undefined} />
      </UiTextProvider>,
    );
    await user.click(screen.getByRole('button', { name: "Afficher l'image suivante" }));
    expect(screen.getByRole('button', { name: "Afficher l'image 2" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Image 2 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show next image' })).toBeNull();
  });
});
