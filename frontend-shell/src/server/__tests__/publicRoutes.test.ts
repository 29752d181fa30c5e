import { isServerRenderedPath } from '../publicRoutes';

describe('the pages the server renders', () => {
  it('renders the public pages, the planner form among them', () => {
    for (const path of ['/', '/about', '/hotels', '/hotels/3', '/tours/', '/ai-planner']) {
      expect(isServerRenderedPath(path)).toBe(true);
    }
    expect(isServerRenderedPath('/ai-planner/', '?utm_source=flyer')).toBe(true);
  });

  it("leaves a plan named in the planner's address, and private pages, to the browser", () => {
    expect(isServerRenderedPath('/ai-planner', '?itinerary=0b5c')).toBe(false);
    expect(isServerRenderedPath('/ai-planner', '?shared=tok3n')).toBe(false);
    expect(isServerRenderedPath('/ai-planner', '?utm_source=a&itinerary=')).toBe(false);
    for (const path of ['/dashboard', '/bookings/SL-7K3Q9D', '/partner', '/ai-planner/x']) {
      expect(isServerRenderedPath(path)).toBe(false);
    }
  });
});
