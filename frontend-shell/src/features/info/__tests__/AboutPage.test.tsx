import { screen, within } from '@testing-library/react';
import AboutPage from '../AboutPage';
import { renderWithProviders } from '@salone/host/testing';
import { headingOutline } from './headingOutline';
import { loadDeclaredCatalogues } from '@salone/i18n';

describe('AboutPage', () => {
  it('states the three claims: 2,500+ travellers, 100+ partners, 14 districts', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByText('2,500+')).toBeInTheDocument();
    expect(screen.getByText('travellers served')).toBeInTheDocument();
    expect(screen.getByText('100+')).toBeInTheDocument();
    expect(screen.getByText('local partners')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(screen.getByText('districts covered')).toBeInTheDocument();
  });

  it('has the mission, story, values, team and partnership sections under one h1', () => {
    const { container } = renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Salone' })).toBeInTheDocument();
    for (const name of [
      'Our mission',
      'Our story',
      'What we value',
      'Leadership team',
      'Partnerships',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Our story' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(headingOutline(container).sound).toBe(true);
  });

  it('links to the contact page and home', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Start exploring' })).toHaveAttribute('href', '/');
  });

  it('sets the page title', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.title).toContain('About Salone');
  });
});

describe.each([
  [
    'kri' as const,
    {
      title: 'Bɔt Salone',
      mission: 'Wetin wi want du',
      claim: 'distrikt dɛm we wi de',
      contact: 'Kɔntakt wi',
    },
  ],
  [
    'fr' as const,
    {
      title: 'À propos de Salone',
      mission: 'Notre mission',
      claim: 'districts couverts',
      contact: 'Nous contacter',
    },
  ],
])('AboutPage in %s', (locale, words) => {
  beforeAll(() => loadDeclaredCatalogues(locale));

  it('tells the story in the language, the names and figures as they are', () => {
    renderWithProviders(<AboutPage />, { route: '/about', locale });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.mission })).toBeInTheDocument();
    expect(screen.getByText(words.claim)).toBeInTheDocument();
    expect(screen.getByText('Aminata Kamara')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.contact })).toHaveAttribute('href', '/contact');
    expect(document.body).not.toHaveTextContent(/Our mission|Leadership team|districts covered/);
  });
});
