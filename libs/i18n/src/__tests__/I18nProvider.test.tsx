import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defineCatalogue,
  defineEnglishOnlyCatalogue,
  I18nProvider,
  loadDeclaredCatalogues,
  useLocale,
  useT,
  type Locale,
} from '../index';
import type en from './fixtures/messages/en.json';

const loads: Locale[] = [];
const fixture = defineCatalogue<keyof typeof en>('fixture', {
  en: () => (loads.push('en'), import('./fixtures/messages/en.json')),
  kri: () => (loads.push('kri'), import('./fixtures/messages/kri.json')),
  fr: () => (loads.push('fr'), import('./fixtures/messages/fr.json')),
});

function Page() {
  const t = useT(fixture);
  const { setLocale } = useLocale();
  return (
    <>
      <h1>{t('plain')}</h1>
      <p>{t('greeting', { name: 'Aminata' })}</p>
      <p>{t('nights', { count: 1 })}</p>
      <p>{t('nights', { count: 3 })}</p>
      <p data-testid="reference">
        {t.rich('reference', { reference: 'SAL-1', b: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <button type="button" onClick={() => setLocale('kri')}>
        Krio
      </button>
    </>
  );
}

describe('useT', () => {
  afterEach(() => {
    document.cookie = 'salone_lang=; Max-Age=0; Path=/';
  });

  it("writes a page's messages in its language, with their arguments and plural forms", async () => {
    await loadDeclaredCatalogues('fr');
    render(
      <I18nProvider locale="fr">
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Hôtels');
    expect(screen.getByText('Bonjour Aminata')).toBeInTheDocument();
    expect(screen.getByText('1 nuit')).toBeInTheDocument();
    expect(screen.getByText('3 nuits')).toBeInTheDocument();
    expect(screen.getByTestId('reference')).toHaveTextContent('Référence SAL-1');
    expect(screen.getByTestId('reference').querySelector('strong')).toHaveTextContent('SAL-1');
  });

  it('loads a language it does not have yet, then shows it', async () => {
    await act(async () => {
      render(
        <I18nProvider locale="kri">
          <Suspense fallback="Loading">
            <Page />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('Otɛl dɛm');
    expect(screen.getByText('3 nɛt')).toBeInTheDocument();
  });

  it('switches in place: the new messages, <html lang> and the salone_lang cookie', async () => {
    await loadDeclaredCatalogues('en');
    render(
      <I18nProvider locale="en">
        <Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Hotels');
    expect(screen.getByText('1 night')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Krio' })));
    expect(await screen.findByText('Kushɛ Aminata')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Otɛl dɛm');
    expect(document.documentElement.lang).toBe('kri');
    expect(document.cookie).toContain('salone_lang=kri');
  });

  it('loads each language once', () => {
    expect(loads.filter((l) => l === 'kri')).toHaveLength(1);
  });
});

describe('an English-only catalogue', () => {
  const englishOnly = defineEnglishOnlyCatalogue<keyof typeof en>(
    'fixture-english-only',
    () => import('./fixtures/messages/en.json'),
  );
  function Portal() {
    const t = useT(englishOnly);
    return (
      <>
        <h1>{t('plain')}</h1>
        <p>{t('nights', { count: 0 })}</p>
      </>
    );
  }

  it.each(['kri', 'fr'] as const)(
    'is shown in English, formatted as English, in %s',
    async (locale) => {
      await loadDeclaredCatalogues(locale);
      render(
        <I18nProvider locale={locale}>
          <Suspense fallback="loading">
            <Portal />
          </Suspense>
        </I18nProvider>,
      );
      expect(await screen.findByRole('heading')).toHaveTextContent('Hotels');
      // French plural rules would write "0 night" (zero is "one" in French).
      expect(screen.getByText('0 nights')).toBeInTheDocument();
    },
  );
});
