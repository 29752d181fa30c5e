import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogueRoutesProps, CatalogueSection, RemoteModules } from '@salone/remotes';
import { Route, Routes } from '@salone/router';
import { CenteredSpinner } from '@salone/ui';
import { SectionPageNotFound } from './shared/NotFound';

type Page = LazyExoticComponent<ComponentType>;

/** Each section's list and detail page, loaded when first visited. */
const SECTIONS: Record<CatalogueSection, { List: Page; Detail: Page }> = {
  hotels: {
    List: lazy(() => import('./features/hotels/HotelsListPage')),
    Detail: lazy(() => import('./features/hotels/HotelDetailPage')),
  },
  events: {
    List: lazy(() => import('./features/events/EventsListPage')),
    Detail: lazy(() => import('./features/events/EventDetailPage')),
  },
  cars: {
    List: lazy(() => import('./features/cars/CarsListPage')),
    Detail: lazy(() => import('./features/cars/CarDetailPage')),
  },
  tours: {
    List: lazy(() => import('./features/tours/ToursListPage')),
    Detail: lazy(() => import('./features/tours/TourDetailPage')),
  },
  'real-estate': {
    List: lazy(() => import('./features/real-estate/PropertiesListPage')),
    Detail: lazy(() => import('./features/real-estate/PropertyDetailPage')),
  },
};

/**
 * Exposed as `booking/CatalogueRoutes` (its props are the contract in `@salone/remotes`): the
 * shell mounts it at `/<section>/*` and renders it inside its own store, theme, router and
 * toaster.
 */
function CatalogueRoutes({ section }: CatalogueRoutesProps) {
  const pages = SECTIONS[section];
  if (!pages) return <SectionPageNotFound />;
  const { List, Detail } = pages;
  return (
    <Suspense fallback={<CenteredSpinner label="Loading page" />}>
      <Routes>
        <Route index element={<List />} />
        <Route path=":id" element={<Detail />} />
        <Route path="*" element={<SectionPageNotFound />} />
      </Routes>
    </Suspense>
  );
}

export default CatalogueRoutes satisfies RemoteModules['booking/CatalogueRoutes']['default'];
