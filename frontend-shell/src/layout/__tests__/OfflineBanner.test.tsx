import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@salone/host/testing';
import { OFFLINE_TEXT, OfflineBanner } from '../OfflineBanner';

function goOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => goOnline(true));

describe('offline banner', () => {
  it('says nothing while online, from an empty polite live region', () => {
    renderWithProviders(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows when the connection drops and goes away when it returns', () => {
    renderWithProviders(<OfflineBanner />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened without a connection', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
  });
});
