import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, SIGNED_OUT } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues, type Locale } from '@salone/i18n';
import SearchDialog from '../SearchDialog';

// The wide-screen search in every language: its title, hint, groups and 'See all' links.

const hotels = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Bureh Beach Lodge ${id}`,
  address: 'Bureh Town',
}));
const empty = { status: 200, body: [] };

const WORDS: Record<
  Locale,
  { title: string; field: string; hint: string; group: string; seeAll: string }
> = {
  en: {
    title: 'Search Salone',
    field: 'Search',
    hint: 'Type at least two letters: a town, a beach, a hotel…',
    group: 'Hotels',
    seeAll: 'See all 4 hotels',
  },
  kri: {
    title: 'Fɛn na Salone',
    field: 'Fɛn',
    hint: 'Rayt tu lɛta ɔ mɔ: wan tɔŋ, wan bich, wan otɛl…',
    group: 'Otɛl dɛm',
    seeAll: 'Si ɔl di 4 otɛl dɛm',
  },
  fr: {
    title: 'Rechercher sur Salone',
    field: 'Rechercher',
    hint: 'Saisissez au moins deux lettres : une ville, une plage, un hôtel…',
    group: 'Hôtels',
    seeAll: 'Voir les 4 hôtels',
  },
};

beforeAll(() => Promise.all([loadDeclaredCatalogues('kri'), loadDeclaredCatalogues('fr')]));

describe.each(Object.entries(WORDS) as Array<[Locale, (typeof WORDS)['en']]>)(
  'the search dialog in %s',
  (locale, words) => {
    it('says what to type, then lists the hits by service with a link to all of them', async () => {
      installFakeApi({
        'GET /api/auth/session': SIGNED_OUT,
        'GET /api/hotels': { status: 200, body: hotels },
        'GET /api/events': empty,
        'GET /api/cars': empty,
        'GET /api/tours': empty,
        'GET /api/real-estate': empty,
      });
      const user = userEvent.setup();
      renderWithProviders(<SearchDialog open onClose={() => undefined} />, { locale });
      const dialog = within(await screen.findByRole('dialog', { name: words.title }));
      expect(dialog.getByText(words.hint)).toBeInTheDocument();
      await user.type(dialog.getByLabelText(words.field), 'Bureh');
      const group = await dialog.findByRole('region', { name: words.group });
      expect(within(group).getByRole('link', { name: words.seeAll })).toHaveAttribute(
        'href',
        '/hotels?search=Bureh',
      );
      if (locale !== 'en') expect(document.body.textContent).not.toMatch(/Search Salone|See all/);
    });
  },
);
