import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anItinerary } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ItineraryView } from '../components/ItineraryView';

function renderPlan(itinerary = anItinerary(), onPlanAnother = jest.fn()) {
  renderWithProviders(<ItineraryView itinerary={itinerary} onPlanAnother={onPlanAnother} />);
  return { onPlanAnother };
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

describe('itinerary view', () => {
  it('shows the overview, the facts it was made from and the total in US dollars', () => {
    renderPlan();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your Sierra Leone Itinerary' }),
    ).toBeInTheDocument();
    expect(within(section('Overview')).getByText(anItinerary().overview)).toBeInTheDocument();
    const total = section('Total estimated cost');
    expect(within(total).getByText('$642.50')).toBeInTheDocument();
    expect(within(total).getByText('Within your budget of $1,000')).toBeInTheDocument();
    expect(within(total).queryByText(/Over your budget/)).not.toBeInTheDocument();
    expect(screen.getByText('$500 - $1000')).toBeInTheDocument();
    expect(screen.getByText('1-3 days (2 days planned)')).toBeInTheDocument();
    expect(screen.getByText('12 Dec 2026 to 13 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Beaches, Culture')).toBeInTheDocument();
  });

  it('writes the total in leones when the page shows leones, without a dollar code', () => {
    renderWithProviders(<ItineraryView itinerary={anItinerary()} onPlanAnother={jest.fn()} />, {
      priceView: { currency: 'SLE', slePerUsd: 22.5 },
    });
    const total = section('Total estimated cost');
    expect(total).toHaveTextContent(/Le\s14,456/);
    expect(total).not.toHaveTextContent('USD');
    expect(total).not.toHaveTextContent('$');
  });

  it('says in the budget breakdown what the plan aims at and keeps spare', () => {
    renderPlan(
      anItinerary({
        breakdown: {
          lodging: 145,
          transport: 90,
          activities: 135,
          food: 55,
          aim: 900,
          spare: 357.5,
        },
      }),
    );
    expect(section('Budget breakdown')).toHaveTextContent(
      'The plan aims at $900, 90% of your budget, and leaves $357.50 spare for what it cannot price.',
    );
  });

  it('says nothing spare for a budget without a limit', () => {
    renderPlan();
    expect(section('Budget breakdown')).not.toHaveTextContent(/spare/);
  });

  it('says clearly when the plan is over the budget', () => {
    renderPlan(
      anItinerary({
        request: { ...anItinerary().request, budget: 'under-500' },
        budgetLimit: 500,
        withinBudget: false,
      }),
    );
    const total = section('Total estimated cost');
    expect(within(total).getByText('Over your budget.')).toBeInTheDocument();
    expect(total).toHaveTextContent(
      'This plan comes to $642.50, more than your budget of $500. It is the lowest-cost plan',
    );
    expect(within(total).queryByText(/Within your budget/)).not.toBeInTheDocument();
  });

  it('recommends hotels with their reason, nightly price and a link to book', () => {
    renderPlan();
    const places = section('Recommended Places');
    expect(within(places).getByRole('heading', { name: 'Aberdeen Bay Hotel' })).toBeInTheDocument();
    expect(
      within(places).getByText('Steps from Lumley Beach and the best-rated rooms in your budget.'),
    ).toBeInTheDocument();
    expect(within(places).getByText(/\$145/)).toHaveTextContent('$145 per night');
    const link = within(places).getByRole('link', { name: 'View hotel: Aberdeen Bay Hotel' });
    expect(link).toHaveAttribute('href', '/hotels/3');
    expect(link).toHaveTextContent('View hotel');
  });

  it("lists must-do activities with their cost or 'Free', linking tours and events", () => {
    renderPlan();
    const activities = section('Must-Do Activities');
    const items = within(activities).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(items[0]).getByRole('heading', { name: 'Bunce Island Heritage Tour' }),
    ).toBeInTheDocument();
    expect(
      within(items[0]).getByText('A boat trip to the slave-trade fort with a historian guide.'),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Cost: $85');
    expect(within(items[0]).getByRole('link', { name: /View tour/ })).toHaveAttribute(
      'href',
      '/tours/4',
    );
    expect(within(items[1]).getByRole('link', { name: /View event/ })).toHaveAttribute(
      'href',
      '/events/7',
    );
    expect(items[2]).toHaveTextContent('Cost: Free');
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('plans each day with its date, total and timed activities', () => {
    renderPlan();
    const plan = section('Day-by-Day Plan');
    const days = within(plan).getAllByRole('heading', { level: 4 });
    expect(days.map((day) => day.textContent)).toEqual(['Day 1', 'Day 2']);
    expect(within(plan).getByText('Sat 12 Dec 2026')).toBeInTheDocument();
    expect(within(plan).getByText('Sun 13 Dec 2026')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Day total: $230');
    expect(plan).toHaveTextContent('Day total: $195');

    const [first] = within(plan).getAllByRole('listitem');
    const stops = within(first).getAllByRole('listitem');
    expect(stops).toHaveLength(2);
    expect(stops[0]).toHaveTextContent('09:00');
    expect(
      within(stops[0]).getByRole('link', { name: 'Bunce Island Heritage Tour' }),
    ).toHaveAttribute('href', '/tours/4');
    expect(stops[0]).toHaveTextContent('Location: Government Wharf, Freetown');
    expect(stops[0]).toHaveTextContent('Bring a hat; the boat has little shade.');
    expect(stops[0]).toHaveTextContent('Cost: $85');
    expect(stops[1]).toHaveTextContent('17:30');
    expect(stops[1]).toHaveTextContent('Sunset walk on Lumley Beach');
    expect(stops[1]).toHaveTextContent('Cost: Free');
    expect(within(stops[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves out dates the plan does not have', () => {
    const undated = anItinerary();
    undated.request = { ...undated.request, startDate: null, endDate: null };
    undated.dailyPlan = undated.dailyPlan.map((day) => ({ ...day, date: null }));
    renderPlan(undated);
    expect(screen.queryByText('Sat 12 Dec 2026')).not.toBeInTheDocument();
    expect(screen.queryByText('Dates')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Day 1' })).toBeInTheDocument();
  });

  it('gives the local tips', () => {
    renderPlan();
    const tips = within(section('Local Tips')).getAllByRole('listitem');
    expect(tips.map((tip) => tip.textContent)).toEqual(anItinerary().tips);
  });

  it("'Save Itinerary' opens the print dialog; 'Plan Another Trip' goes back", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    const { onPlanAnother } = renderPlan();
    await user.click(screen.getByRole('button', { name: 'Save Itinerary' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Plan Another Trip' }));
    expect(onPlanAnother).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
