import { screen } from '@testing-library/react';
import PrivacyPolicyPage from '../PrivacyPolicyPage';
import { renderWithProviders } from '@salone/host/testing';
import { headingOutline } from './headingOutline';
import { loadDeclaredCatalogues } from '@salone/i18n';

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('PrivacyPolicyPage', () => {
  it('has one h1 and a sound heading outline', () => {
    const { container } = renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(headingOutline(container).sound).toBe(true);
  });

  it('names what is collected, including documents and contact messages', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    const collected = section(/What we collect/);
    for (const heading of [
      'Your account',
      'Your bookings',
      'Documents you upload',
      'Messages you send us',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    expect(collected).toHaveTextContent("driver's licence");
  });

  it('states the legal constants: children, requests, retention, notice, cookies', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    expect(section(/Children/)).toHaveTextContent(
      'do not knowingly collect data from children under 16',
    );
    expect(section(/Your rights/)).toHaveTextContent('every privacy request within 30 days');
    expect(section(/How long we keep it/)).toHaveTextContent('about 7 years');
    expect(section(/Changes to this policy/)).toHaveTextContent("at least 30 days' notice");
    const cookies = section(/Cookies/);
    expect(cookies).toHaveTextContent('one cookie');
    expect(cookies).toHaveTextContent('HttpOnly');
    expect(cookies).toHaveTextContent('no advertising, analytics or other tracking cookies');
  });

  it('gives the support e-mail for privacy questions', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    const links = screen.getAllByRole('link', { name: 'support@salone.travel' });
    expect(links[0]).toHaveAttribute('href', 'mailto:support@salone.travel');
  });
});

describe.each([
  [
    'kri' as const,
    {
      title: 'Aw Wi De Kip Yu Tin dɛm Sef',
      children: 'Wi nɔ de tek infɔmeshɔn frɔm pikin dɛm we nɔ rich 16 ia yet',
      contents: 'Wetin de insay',
      terms: 'Rul dɛm fɔ di Savis',
    },
  ],
  [
    'fr' as const,
    {
      title: 'Politique de confidentialité',
      children: "Nous ne collectons pas sciemment de données d'enfants de moins de 16 ans",
      contents: 'Sommaire',
      terms: "Conditions d'utilisation",
    },
  ],
])('PrivacyPolicyPage in %s', (locale, words) => {
  beforeAll(() => loadDeclaredCatalogues(locale));

  it('writes the policy, its contents and its links in the language', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy', locale });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByText(words.contents)).toBeInTheDocument();
    expect(document.body).toHaveTextContent(words.children);
    expect(screen.getByRole('link', { name: words.terms })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getAllByRole('link', { name: 'support@salone.travel' })[0]).toHaveAttribute(
      'href',
      'mailto:support@salone.travel',
    );
    expect(document.body).not.toHaveTextContent(
      /What we collect|do not knowingly collect|Contents/,
    );
  });
});
