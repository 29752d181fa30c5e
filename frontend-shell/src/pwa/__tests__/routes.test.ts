import {
  isAccountChange,
  isCatalogueRead,
  isOfflineRoute,
  isPrivateRead,
  isRemoteEntry,
  isRemoteHashedFile,
  isSavedPage,
} from '../routes';

describe('service worker routes', () => {
  it('caches catalogue lists and details, not live availability', () => {
    for (const path of [
      '/api/hotels',
      '/api/hotels/3',
      '/api/hotels/3/rooms',
      '/api/real-estate',
      '/api/tours/12',
      '/api/content/service-content',
    ]) {
      expect(isCatalogueRead(path)).toBe(true);
    }
    for (const path of [
      '/api/hotels/3/availability',
      '/api/bookings/user',
      '/api/hotelsx',
      '/api/auth/session',
    ]) {
      expect(isCatalogueRead(path)).toBe(false);
    }
  });

  it("keeps the traveller's own reads apart from the catalogue", () => {
    for (const path of [
      '/api/auth/session',
      '/api/auth/user',
      '/api/bookings/user',
      '/api/bookings/SL-7K3Q9D',
      '/api/payments/42',
    ]) {
      expect(isPrivateRead(path)).toBe(true);
    }
    expect(isPrivateRead('/api/hotels')).toBe(false);
    expect(isPrivateRead('/api/auth/sessions')).toBe(false);
  });

  it('clears the private caches when someone signs in, out, up, or deletes the account', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/register',
      '/api/account/delete',
    ]) {
      expect(isAccountChange(path)).toBe(true);
    }
    expect(isAccountChange('/api/bookings')).toBe(false);
  });

  it('shows the shell offline for saved routes and the offline page for the rest', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/bookings/SL-7K3Q9D',
      '/hotels',
      '/hotels/3',
      '/real-estate/2',
    ]) {
      expect(isOfflineRoute(path)).toBe(true);
    }
    for (const path of ['/contact', '/help-center', '/ai-planner', '/login', '/hotels/3/extra']) {
      expect(isOfflineRoute(path)).toBe(false);
    }
  });

  it("keeps the public pages as they came, never a traveller's own", () => {
    for (const path of ['/', '/hotels', '/hotels/3', '/events/', '/real-estate/2']) {
      expect(isSavedPage(path)).toBe(true);
    }
    for (const path of [
      '/dashboard',
      '/bookings/SL-7K3Q9D',
      '/login',
      '/partner',
      '/help-center',
    ]) {
      expect(isSavedPage(path)).toBe(false);
    }
  });

  it('tells a remote entry (network first) from its content-hashed chunks (cache first)', () => {
    expect(isRemoteEntry('/remotes/booking/remoteEntry.js')).toBe(true);
    expect(isRemoteEntry('/remotes/booking/mf-manifest.json')).toBe(true);
    expect(isRemoteHashedFile('/remotes/booking/remoteEntry.js')).toBe(false);
    expect(isRemoteHashedFile('/remotes/booking/223.ab36d1d74bc093a85b14.js')).toBe(true);
    expect(
      isRemoteHashedFile(
        '/remotes/booking/__federation_expose_CatalogueRoutes.06ebcd00b1e6e0104467.js',
      ),
    ).toBe(true);
  });
});
