import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceBookingCreated, INSTALL_PROMPT_KEY } from '@salone/remotes';
import { renderWithProviders } from '@salone/host/testing';
import { loadDeclaredCatalogues } from '@salone/i18n';
import { InstallPrompt } from '../InstallPrompt';
import { startInstallableApp } from '../register';
// The shell's messages are loaded with every page (its header uses them) before the card's code
// arrives; declared here, the test setup loads them as the page has them.
import '../../i18n';

let prompted = 0;

/** The browser says the app can be installed. */
function browserOffersInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: async () => {
      prompted += 1;
    },
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(() => startInstallableApp());

beforeEach(() => {
  window.localStorage.clear();
  prompted = 0;
});

describe('install prompt', () => {
  it('shows nothing after a booking when the browser cannot install', () => {
    window.localStorage.setItem(INSTALL_PROMPT_KEY, 'due');
    renderWithProviders(<InstallPrompt />);
    expect(
      screen.queryByRole('region', { name: 'Add Salone to your home screen' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the browser offer and shows nothing before a booking', () => {
    const event = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    renderWithProviders(<InstallPrompt />);
    expect(
      screen.queryByRole('region', { name: 'Add Salone to your home screen' }),
    ).not.toBeInTheDocument();
  });

  it('offers installation after a booking, once', async () => {
    browserOffersInstall();
    renderWithProviders(<InstallPrompt />);
    act(() => announceBookingCreated());
    const prompt = await screen.findByRole('region', { name: 'Add Salone to your home screen' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Home Screen' }));
    expect(prompted).toBe(1);
    expect(prompt).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_PROMPT_KEY)).toBe('shown');

    browserOffersInstall();
    act(() => announceBookingCreated());
    expect(
      screen.queryByRole('region', { name: 'Add Salone to your home screen' }),
    ).not.toBeInTheDocument();
  });

  it("'Not Now' ends it too", async () => {
    browserOffersInstall();
    act(() => announceBookingCreated());
    renderWithProviders(<InstallPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not Now' }));
    expect(
      screen.queryByRole('region', { name: 'Add Salone to your home screen' }),
    ).not.toBeInTheDocument();
    expect(prompted).toBe(0);
    expect(window.localStorage.getItem(INSTALL_PROMPT_KEY)).toBe('shown');
  });

  it('speaks the page language: Krio', async () => {
    await loadDeclaredCatalogues('kri');
    browserOffersInstall();
    act(() => announceBookingCreated());
    renderWithProviders(<InstallPrompt />, { locale: 'kri' });
    const prompt = await screen.findByRole('region', { name: 'Put Salone na yu fon in os skrin' });
    expect(prompt).toHaveTextContent('Opin yu trip ɛn vawcha dɛm wit wan tap');
    expect(screen.getByRole('button', { name: 'Put am na di Os Skrin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nɔto Naw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not Now' })).toBeNull();
  });
});
