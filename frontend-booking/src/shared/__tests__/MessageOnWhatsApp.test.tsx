import { screen } from '@testing-library/react';
import { renderWithProviders } from '@salone/host/testing';
import { TourSidebar } from '../../features/tours/components/TourSidebar';
import { aTour } from '../../features/tours/__tests__/fixtures';

describe("a listing's sidebar", () => {
  it('offers Message on WhatsApp with the listing named when the operator gave a number', () => {
    renderWithProviders(
      <TourSidebar
        tour={aTour({ title: 'Tiwai Island Day Trip', whatsapp: '+23277301118' })}
        onBook={() => undefined}
      />,
    );
    const link = screen.getByRole('link', { name: 'Message on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/23277301118');
    expect(href.searchParams.get('text')).toBe(
      'Hello, I have a question about Tiwai Island Day Trip on Salone.',
    );
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers none when the operator gave no number', () => {
    renderWithProviders(<TourSidebar tour={aTour({ whatsapp: null })} onBook={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Message on WhatsApp' })).toBeNull();
  });

  it('shows the price in leones when the page shows leones', () => {
    renderWithProviders(<TourSidebar tour={aTour({ price: 45 })} onBook={() => undefined} />, {
      priceView: { currency: 'SLE', slePerUsd: 22.5 },
    });
    // 45 x 22.5 = 1,012.5: Le 1,013.
    expect(screen.getByText('Le 1,013')).toBeInTheDocument();
    expect(screen.queryByText('$45')).toBeNull();
  });
});
