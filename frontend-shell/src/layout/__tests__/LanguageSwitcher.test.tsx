import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, SIGNED_OUT } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues } from '@salone/i18n';
import { AuthDialogsProvider } from '../../features/auth/AuthDialogs';
import { NavBar } from '../NavBar';

function renderNav(route = '/') {
  installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
  return renderWithProviders(
    <AuthDialogsProvider>
      <NavBar />
    </AuthDialogsProvider>,
    { route },
  );
}

const chooseLanguage = async (name: string, value: string) => {
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
  });
};

afterEach(() => {
  document.cookie = 'salone_lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
});

describe('the language switcher in the header', () => {
  it('offers English, Krio and Français, each in its own words', () => {
    renderNav();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Krio', 'Français']);
    expect(select).toHaveValue('en');
  });

  it('switches the header to Krio in place, keeps the choice in salone_lang and sets <html lang>', async () => {
    renderNav();
    await chooseLanguage('Language', 'kri');
    fireEvent.click(await screen.findByRole('button', { name: 'Opin di mɛnu' }));
    const nav = await screen.findByRole('navigation', { name: 'Men' });
    expect(within(nav).getByRole('link', { name: 'Otɛl dɛm' })).toBeInTheDocument();
    expect(await within(nav).findByRole('button', { name: 'Sayn In' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langwej' })).toHaveValue('kri');
    expect(document.cookie).toContain('salone_lang=kri');
    expect(document.documentElement.lang).toBe('kri');

    await chooseLanguage('Langwej', 'fr');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.cookie).toContain('salone_lang=fr');
  });

  it("takes a ?lang= out of the address, so a reload keeps the visitor's choice", async () => {
    renderNav('/hotels?sort=price&lang=en');
    await chooseLanguage('Language', 'fr');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(screen.getByTestId('location')).toHaveTextContent('/hotels?sort=price');
  });

  it('renders in the language it is given, as a page rendered on the server is', async () => {
    await loadDeclaredCatalogues('fr');
    installFakeApi({ 'GET /api/auth/session': SIGNED_OUT });
    renderWithProviders(
      <AuthDialogsProvider>
        <NavBar />
      </AuthDialogsProvider>,
      { locale: 'fr' },
    );
    expect(
      screen.getByRole('link', { name: /Salone Découvrez la Sierra Leone/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });
});
