import { isKnownPath } from '../knownPaths';

describe("the paths the app's route table knows", () => {
  it("knows the shell's pages and every path a remote's part of the table holds", () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard',
      '/bookings/SL-7K3Q9D',
      '/about/',
      '/hotels',
      '/hotels/3',
      '/real-estate/2',
      '/tours/3/',
      '/ai-planner',
      '/partner',
      '/partner/listings/hotels/4',
      '/admin/audit',
    ]) {
      expect({ path, known: isKnownPath(path) }).toEqual({ path, known: true });
    }
  });

  it("does not know what the table leaves to 'Page Not Found'", () => {
    for (const path of [
      '/no/such/page',
      '/hotelz',
      '/about/team',
      '/ai-planner/x',
      '/x.html',
      // A catalogue page whose id is no listing's id: 'Hotel Not Found', 'Tour Not Found'.
      '/hotels/abc',
      '/tours/3.5',
      '/cars/0',
      '/events/anything/deeper',
    ]) {
      expect({ path, known: isKnownPath(path) }).toEqual({ path, known: false });
    }
  });
});
