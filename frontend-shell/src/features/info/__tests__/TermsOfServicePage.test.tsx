import { screen, within } from '@testing-library/react';
import TermsOfServicePage from '../TermsOfServicePage';
import { renderWithProviders } from '@salone/host/testing';
import { headingOutline } from './headingOutline';
import { loadDeclaredCatalogues } from '@salone/i18n';

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('TermsOfServicePage', () => {
  it('links back home and has a sound heading outline', () => {
    const { container } = renderWithProviders(<TermsOfServicePage />, {
      route: '/terms-of-service',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(headingOutline(container).sound).toBe(true);
  });

  it('lists the free-cancellation window of every service', () => {
    renderWithProviders(<TermsOfServicePage />, { route: '/terms-of-service' });
    const cancellations = section(/Cancellations and refunds/);
    const windows = within(cancellations)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(windows).toEqual([
      'Hotels: 24 hours before check-in',
      'Tours: 48 hours before the tour starts',
      'Car rentals: 12 hours before pick-up',
      'Events: 24 hours before the event starts',
      'Property viewings: 24 hours before the viewing',
    ]);
    expect(cancellations).toHaveTextContent('within 5-10 business days');
  });

  it('states the legal constants: age, disputes, notice of changes, payment', () => {
    renderWithProviders(<TermsOfServicePage />, { route: '/terms-of-service' });
    expect(section(/Who can use Salone/)).toHaveTextContent(
      '18 or older to create an account or make a booking, or have the consent of a parent',
    );
    expect(section(/Complaints and disputes/)).toHaveTextContent('within 14 business days');
    expect(section(/Changes to these terms/)).toHaveTextContent("at least 30 days' notice");

    const payment = section(/Prices and payment/);
    for (const method of ['Orange Money', 'AfriMoney']) {
      expect(within(payment).getByText(method)).toBeInTheDocument();
    }
    expect(within(payment).queryByText(/bank transfer|card/i)).not.toBeInTheDocument();
    expect(payment).toHaveTextContent('leones (SLE, which replaced the old SLL) or in US dollars');
    expect(payment).toHaveTextContent(
      'Mobile money (Orange Money and AfriMoney) is charged in leones',
    );
  });

  it('says Salone is an intermediary and that unpaid bookings expire', () => {
    renderWithProviders(<TermsOfServicePage />, { route: '/terms-of-service' });
    expect(section(/Our role/)).toHaveTextContent('delivered by independent third-party operators');
    expect(section(/Bookings/)).toHaveTextContent(
      'If the hold runs out before payment arrives, the booking expires',
    );
  });

  it('has a table of contents linking to each section', () => {
    renderWithProviders(<TermsOfServicePage />, { route: '/terms-of-service' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const link = within(contents).getByRole('link', { name: 'Cancellations and refunds' });
    expect(link).toHaveAttribute('href', '#cancellations');
    expect(document.getElementById('cancellations')).toHaveTextContent('Cancellations and refunds');
  });
});

describe.each([
  [
    'kri' as const,
    {
      title: 'Di Rul dɛm fɔ di Savis',
      back: 'Go Bak na Os',
      window: 'Otɛl dɛm: 24 awa bifo chɛk-in',
      cancellations: /Kansul ɛn mɔni we wi de gi bak/,
      refunds: 'insay 5-10 wok de',
    },
  ],
  [
    'fr' as const,
    {
      title: "Conditions d'utilisation",
      back: "Retour à l'accueil",
      window: "Hôtels : 24 heures avant l'arrivée",
      cancellations: /Annulations et remboursements/,
      refunds: 'sous 5-10 jours ouvrés',
    },
  ],
])('TermsOfServicePage in %s', (locale, words) => {
  beforeAll(() => loadDeclaredCatalogues(locale));

  it('writes the terms, the cancellation windows and the page frame in the language', () => {
    renderWithProviders(<TermsOfServicePage />, { route: '/terms-of-service', locale });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.back })).toHaveAttribute('href', '/');
    const cancellations = section(words.cancellations);
    expect(within(cancellations).getAllByRole('listitem')[0]).toHaveTextContent(words.window);
    expect(cancellations).toHaveTextContent(words.refunds);
    expect(document.body).not.toHaveTextContent(/Back to Home|Cancellations and refunds|Our role/);
  });
});
