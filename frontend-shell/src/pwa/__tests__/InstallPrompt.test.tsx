import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceBookingCreated, INSTALL_PROMPT_KEY } from '@salone/remotes';
import { renderWithProviders } from '@salone/host/testing';
import { INSTALL_TEXT, InstallPrompt } from '../InstallPrompt';
import { startInstallableApp } from '../register';

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
    expect(screen.queryByRole('region', { name: INSTALL_TEXT.title })).not.toBeInTheDocument();
  });

  it('keeps the browser offer and shows nothing before a booking', () => {
    const event = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    renderWithProviders(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: INSTALL_TEXT.title })).not.toBeInTheDocument();
  });

  it('offers installation after a booking, once', async () => {
    browserOffersInstall();
    renderWithProviders(<InstallPrompt />);
    act(() => announceBookingCreated());
    const prompt = await screen.findByRole('region', { name: INSTALL_TEXT.title });
    await userEvent.click(screen.getByRole('button', { name: INSTALL_TEXT.add }));
    expect(prompted).toBe(1);
    expect(prompt).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_PROMPT_KEY)).toBe('shown');

    browserOffersInstall();
    act(() => announceBookingCreated());
    expect(screen.queryByRole('region', { name: INSTALL_TEXT.title })).not.toBeInTheDocument();
  });

  it("'Not Now' ends it too", async () => {
    browserOffersInstall();
    act(() => announceBookingCreated());
    renderWithProviders(<InstallPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: INSTALL_TEXT.dismiss }));
    expect(screen.queryByRole('region', { name: INSTALL_TEXT.title })).not.toBeInTheDocument();
    expect(prompted).toBe(0);
    expect(window.localStorage.getItem(INSTALL_PROMPT_KEY)).toBe('shown');
  });
});
