import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues } from '@salone/i18n';
import { headingOutline } from '../../info/__tests__/headingOutline';
import { FAQ_IDS } from '../faq';
import HelpCenterPage from '../HelpCenterPage';

function renderHelp() {
  const user = userEvent.setup();
  const result = renderWithProviders(<HelpCenterPage />, { route: '/help-center' });
  const search = screen.getByRole('searchbox', { name: 'Search help articles' });
  return { user, search, ...result };
}

const faqRegion = () => screen.getByRole('region', { name: 'Frequently Asked Questions' });
const questionButtons = () =>
  within(faqRegion())
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));

describe('HelpCenterPage', () => {
  it('shows every question in the five categories, with a sound heading outline', () => {
    const { container } = renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    for (const title of [
      'Booking & Reservations',
      'Account & Profile',
      'Services & Destinations',
      'AI Trip Planner',
      'Safety & Support',
    ]) {
      expect(
        within(faqRegion()).getByRole('heading', { level: 3, name: title }),
      ).toBeInTheDocument();
    }
    expect(questionButtons()).toHaveLength(FAQ_IDS.length);
    expect(headingOutline(container).sound).toBe(true);
  });

  it('links to the five services, home, and offers personal assistance', () => {
    renderHelp();
    const quick = screen.getByRole('region', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/hotels', '/cars', '/events', '/tours', '/real-estate']);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    const assistance = screen.getByRole('region', { name: 'Personal assistance' });
    expect(within(assistance).getByRole('link', { name: 'Call +232 76 000 000' })).toHaveAttribute(
      'href',
      'tel:+23276000000',
    );
    expect(within(assistance).getByRole('link', { name: 'Send an email' })).toHaveAttribute(
      'href',
      'mailto:support@salone.travel',
    );
    expect(within(assistance).getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(assistance).getByText('Coming Soon')).toBeInTheDocument();
  });

  it('filters by question text', async () => {
    const { user, search } = renderHelp();
    await user.type(search, 'Kept Secure');
    expect(questionButtons().map((button) => button.textContent)).toEqual([
      'How is my account kept secure?',
    ]);
    expect(
      within(faqRegion())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Account & Profile']);
    expect(screen.getByRole('status')).toHaveTextContent('1 answer matches "Kept Secure"');
  });

  it('filters by answer text', async () => {
    const { user, search } = renderHelp();
    await user.type(search, 'TIWAI');
    expect(questionButtons().map((button) => button.textContent)).toEqual([
      'Which parts of Sierra Leone do you cover?',
    ]);
  });

  it("shows 'No results found' and 'Clear Search' restores every question", async () => {
    const { user, search } = renderHelp();
    await user.type(search, 'snorkelling on the moon');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(questionButtons()).toHaveLength(FAQ_IDS.length);
  });

  it('opens an answer when its question is pressed', async () => {
    const { user } = renderHelp();
    const question = screen.getByRole('button', { name: 'How do I pay for a booking?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/dial it on your phone/)).not.toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How do I pay for a booking?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('dial it on your phone and approve the payment');
  });

  it('keeps the page in place when the search form is submitted', async () => {
    const { user, search } = renderHelp();
    await user.type(search, 'refund{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(questionButtons().length).toBeGreaterThan(0);
  });
});

describe.each([
  [
    'kri' as const,
    {
      title: 'Ɛp Sɛnta',
      search: 'Fɛn ansa na di Ɛp Sɛnta',
      faq: 'Kwɛstyɔn dɛm we pipul kin aks ɔltɛm',
      category: 'Akawnt ɛn Prɔfayl',
      question: 'Aw a go pe fɔ bukin?',
      answer: 'dayal am na yu fon',
      quick: 'Rɛnt motoka',
      assistance: 'Ɛp frɔm wi tim',
      call: 'Kɔl +232 76 000 000',
      hours: 'Mɔnde te Fraide, 9:00-18:00 GMT',
      // "complaint" in Krio, typed without the ɔ a phone keyboard may not have.
      query: 'komplen',
      found: 'Udat de gi di savis dɛm, ɛn wetin a go du if a gɛt kɔmplen?',
      status: '1 ansa gɛt "komplen" insay',
      nothing: 'Wi nɔ fɛn natin',
      clear: 'Klia wetin yu rayt',
    },
  ],
  [
    'fr' as const,
    {
      title: "Centre d'aide",
      search: "Rechercher dans l'aide",
      faq: 'Foire aux questions',
      category: 'Compte et profil',
      question: 'Comment payer une réservation ?',
      answer: 'composez-le sur votre téléphone',
      quick: 'Louer une voiture',
      assistance: 'Aide personnalisée',
      call: 'Appeler le +232 76 000 000',
      hours: 'Du lundi au vendredi, 9:00-18:00 GMT',
      query: 'reclamation',
      found: 'Qui fournit les services, et que faire en cas de réclamation ?',
      status: '1 réponse correspond à « reclamation »',
      nothing: 'Aucun résultat',
      clear: 'Effacer la recherche',
    },
  ],
])('the help centre in %s', (locale, words) => {
  beforeAll(() => loadDeclaredCatalogues(locale));

  const render = () => {
    const user = userEvent.setup();
    const result = renderWithProviders(<HelpCenterPage />, { route: '/help-center', locale });
    return { user, search: screen.getByRole('searchbox', { name: words.search }), ...result };
  };
  const faq = () => screen.getByRole('region', { name: words.faq });
  const questions = () =>
    within(faq())
      .queryAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'));

  it('writes the questions, answers, categories and the page around them in the language', async () => {
    const { user, container } = render();
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(document.title).toContain(words.title);
    expect(within(faq()).getByRole('heading', { level: 3, name: words.category })).toBeVisible();
    expect(questions()).toHaveLength(FAQ_IDS.length);
    expect(screen.getByRole('link', { name: new RegExp(words.quick) })).toHaveAttribute(
      'href',
      '/cars',
    );
    const assistance = screen.getByRole('region', { name: words.assistance });
    expect(within(assistance).getByRole('link', { name: words.call })).toHaveAttribute(
      'href',
      'tel:+23276000000',
    );
    expect(assistance).toHaveTextContent(words.hours);

    await user.click(screen.getByRole('button', { name: words.question }));
    expect(screen.getByRole('region', { name: words.question })).toHaveTextContent(words.answer);

    const structured = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { mainEntity: { name: string }[] };
    expect(structured.mainEntity.map((entry) => entry.name)).toContain(words.question);

    expect(headingOutline(container).sound).toBe(true);
    expect(document.body).not.toHaveTextContent(
      /Help Center|Frequently Asked Questions|Booking & Reservations|How do I pay|Quick actions|Personal assistance|Monday to Friday|Back to Home/,
    );
  });

  it('searches the questions and answers in the language, and says so in it', async () => {
    const { user, search } = render();
    await user.type(search, words.query);
    expect(questions().map((button) => button.textContent)).toEqual([words.found]);
    expect(screen.getByRole('status')).toHaveTextContent(words.status);

    await user.clear(search);
    await user.type(search, 'complaint');
    expect(screen.getByRole('heading', { name: words.nothing })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.clear }));
    expect(questions()).toHaveLength(FAQ_IDS.length);
  });
});
