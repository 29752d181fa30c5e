import { CATALOGUE_SECTIONS, isCatalogueSection, REMOTES, remoteOf } from '../index';

describe('the remotes contract', () => {
  it('lists the five catalogue sections once each, in navigation order', () => {
    expect(CATALOGUE_SECTIONS.map((entry) => entry.section)).toEqual([
      'hotels',
      'events',
      'cars',
      'tours',
      'real-estate',
    ]);
    expect(CATALOGUE_SECTIONS.find((entry) => entry.section === 'cars')?.title).toBe('Car Rentals');
  });

  it('tells a section from any other path segment', () => {
    expect(isCatalogueSection('real-estate')).toBe(true);
    expect(isCatalogueSection('hotel')).toBe(false);
    expect(isCatalogueSection('ai-planner')).toBe(false);
  });

  it('names the remote of each exposed module, served from the same origin by default', () => {
    expect(remoteOf('booking/CatalogueRoutes')).toBe('booking');
    expect(remoteOf('planner/PlannerPage')).toBe('planner');
    expect(remoteOf('partner/AdminRoutes')).toBe('partner');
    expect(REMOTES).toEqual({
      booking: '/remotes/booking/remoteEntry.js',
      planner: '/remotes/planner/remoteEntry.js',
      partner: '/remotes/partner/remoteEntry.js',
    });
  });
});
