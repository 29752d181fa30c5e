import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownCurrency } from '@salone/booking-rules';
import { createSaloneStore, generatedSessionApi } from '@salone/api-client';
import { installFakeApi } from '@salone/api-client/testing';
import { SaloneProviders, usePrices } from '@salone/host';
import { renderWithProviders } from '@salone/host/testing';
import { CurrencySwitch } from '../../layout/CurrencySwitch';
import { browserCurrency, PriceViewRoot } from '../PriceViewRoot';

const RATE = {
  'GET /api/exchange-rate': { status: 200, body: { slePerUsd: 22.5, changedAt: null } },
};

function Price({ usd }: { usd: number }) {
  const prices = usePrices();
  return <p data-testid="price">{prices.price(usd)}</p>;
}

function clearCookie() {
  document.cookie = 'salone_currency=; Path=/; Max-Age=0';
}

afterEach(clearCookie);

describe('the currency choice in the header', () => {
  it('shows dollars, then leones at the current rate once Le is chosen, and keeps the choice in a cookie', async () => {
    installFakeApi(RATE);
    const user = userEvent.setup();
    renderWithProviders(
      <PriceViewRoot initial="USD">
        <CurrencySwitch />
        <Price usd={435} />
      </PriceViewRoot>,
    );
    const group = screen.getByRole('group', { name: 'Currency' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'US$' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Le' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('price')).toHaveTextContent('$435');

    await user.click(screen.getByRole('button', { name: 'Le' }));
    await waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('Le 9,788'));
    expect(screen.getByRole('button', { name: 'Le' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.cookie).toContain('salone_currency=SLE');

    await user.click(screen.getByRole('button', { name: 'US$' }));
    expect(screen.getByTestId('price')).toHaveTextContent('$435');
    expect(document.cookie).toContain('salone_currency=USD');
  });
});

describe('pages rendered on the server in the visitor’s currency', () => {
  /** The page as the server writes it: the rate already answered, the currency of the request. */
  async function serverHtml(cookie: string | undefined, languages: string) {
    installFakeApi(RATE);
    const store = createSaloneStore();
    await store.dispatch(generatedSessionApi.endpoints.getExchangeRate.initiate());
    return renderToString(
      <SaloneProviders store={store}>
        <PriceViewRoot initial={shownCurrency(cookie, languages)}>
          <Price usd={435} />
        </PriceViewRoot>
      </SaloneProviders>,
    );
  }

  it('writes leones, never dollars, for a visitor whose cookie says SLE', async () => {
    const html = await serverHtml('salone_currency=SLE', 'en-US');
    expect(html).toContain('Le\u00a09,788');
    expect(html).not.toContain('$');
  });

  it('writes leones for a browser in Sierra Leone without a choice, dollars elsewhere', async () => {
    expect(await serverHtml(undefined, 'en-SL,en;q=0.9')).toContain('Le\u00a09,788');
    expect(await serverHtml(undefined, 'kri')).toContain('Le\u00a09,788');
    const elsewhere = await serverHtml(undefined, 'en-GB,en;q=0.9');
    expect(elsewhere).toContain('$435');
    expect(elsewhere).not.toContain('Le');
  });

  it('writes dollars for a visitor who chose them, whatever the language', async () => {
    expect(await serverHtml('salone_currency=USD', 'en-SL')).toContain('$435');
  });

  it('is taken over in the browser in the currency it was rendered in', () => {
    document.cookie = 'salone_currency=USD; Path=/';
    expect(browserCurrency('SLE')).toBe('SLE');
    expect(browserCurrency(undefined)).toBe('USD');
    clearCookie();
    document.cookie = 'salone_currency=SLE; Path=/';
    expect(browserCurrency(undefined)).toBe('SLE');
  });
});
