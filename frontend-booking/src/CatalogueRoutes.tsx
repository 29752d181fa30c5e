import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogueRoutesProps, CatalogueSection, RemoteModules } from '@salone/remotes';
import { Route, Routes } from '@salone/router';
import { CenteredSpinner, LiveSignal } from '@salone/ui';
import { SectionPageNotFound } from './shared/NotFound';
import { useT } from '@salone/i18n';
import { bookingMessages } from './i18n';

type Page = LazyExoticComponent<ComponentType>;

/**
 * Each section's list and detail page, loaded when first visited. The chunk names
 * (`hotels-list`, `hotels-detail`, ...) are how a page rendered on the server names the
 * chunk it needs (the shell's src/server/preloads.ts).
 */
const SECTIONS: Record<CatalogueSection, { List: Page; Detail: Page }> = {
  hotels: {
    List: lazy(
      () => import(/* webpackChunkName: "hotels-list" */ './features/hotels/HotelsListPage'),
    ),
    Detail: lazy(
      () => import(/* webpackChunkName: "hotels-detail" */ './features/hotels/HotelDetailPage'),
    ),
  },
  events: {
    List: lazy(
      () => import(/* webpackChunkName: "events-list" */ './features/events/EventsListPage'),
    ),
    Detail: lazy(
      () => import(/* webpackChunkName: "events-detail" */ './features/events/EventDetailPage'),
    ),
  },
  cars: {
    List: lazy(() => import(/* webpackChunkName: "cars-list" */ './features/cars/CarsListPage')),
    Detail: lazy(
      () => import(/* webpackChunkName: "cars-detail" */ './features/cars/CarDetailPage'),
    ),
  },
  tours: {
    List: lazy(() => import(/* webpackChunkName: "tours-list" */ './features/tours/ToursListPage')),
    Detail: lazy(
      () => import(/* webpackChunkName: "tours-detail" */ './features/tours/TourDetailPage'),
    ),
  },
  'real-estate': {
    List: lazy(
      () =>
        import(
          /* webpackChunkName: "real-estate-list" */ './features/real-estate/PropertiesListPage'
        ),
    ),
    Detail: lazy(
      () =>
        import(
          /* webpackChunkName: "real-estate-detail" */ './features/real-estate/PropertyDetailPage'
        ),
    ),
  },
};

/**
 * Exposed as `booking/CatalogueRoutes` (its props are the contract in `@salone/remotes`): the
 * shell mounts it at `/<section>/*` and renders it inside its own store, theme, router and
 * toaster.
 */
function CatalogueRoutes({ section }: CatalogueRoutesProps) {
  // The catalogue's messages load here, with the remote (suspending in the shell's boundary), so
  // the pages below and this fallback have them.
  const t = useT(bookingMessages);
  const pages = SECTIONS[section];
  if (!pages) return <SectionPageNotFound />;
  const { List, Detail } = pages;
  return (
    <Suspense fallback={<CenteredSpinner label={t('common.loadingPage')} />}>
      <Routes>
        <Route index element={<List />} />
        <Route path=":id" element={<Detail />} />
        <Route path="*" element={<SectionPageNotFound />} />
      </Routes>
      <LiveSignal />
    </Suspense>
  );
}

export default CatalogueRoutes satisfies RemoteModules['booking/CatalogueRoutes']['default'];
