import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@salone/host/testing';
import { headingOutline } from '../../info/__tests__/headingOutline';
import { ALL_FAQ_ITEMS } from '../faq';
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
    expect(questionButtons()).toHaveLength(ALL_FAQ_ITEMS.length);
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
    expect(questionButtons()).toHaveLength(ALL_FAQ_ITEMS.length);
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
