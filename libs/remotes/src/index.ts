/**
 * The contract between the shell and its remotes (docs/architecture.md, "Frontends"). The
 * shell loads each module below at run time and renders it with these props; each remote
 * declares its exposed module with the same type, so a change of props fails the typecheck
 * of both sides instead of a page at run time.
 */
import type { ComponentType } from 'react';

/**
 * The catalogue sections, in the order the navigation, footer and searches list them: the
 * path segment, the short label of the navigation and the longer title of the footer.
 */
export const CATALOGUE_SECTIONS = [
  { section: 'hotels', label: 'Hotels', title: 'Hotels' },
  { section: 'events', label: 'Events', title: 'Events' },
  { section: 'cars', label: 'Cars', title: 'Car Rentals' },
  { section: 'tours', label: 'Tours', title: 'Tours' },
  { section: 'real-estate', label: 'Real Estate', title: 'Real Estate' },
] as const;

/** A catalogue section: its list is at `/<section>`, its detail pages at `/<section>/:id`. */
export type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number]['section'];

export function isCatalogueSection(value: string): value is CatalogueSection {
  return CATALOGUE_SECTIONS.some((entry) => entry.section === value);
}

/** Props of `booking/CatalogueRoutes`, mounted by the shell at `/<section>/*`. */
export interface CatalogueRoutesProps {
  section: CatalogueSection;
}

/** `planner/PlannerPage`, mounted at `/ai-planner`, takes no props. */
export type PlannerPageProps = Record<string, never>;

/** `partner/PartnerRoutes`, mounted at `/partner/*`, takes no props. */
export type PartnerRoutesProps = Record<string, never>;

/** `partner/AdminRoutes`, mounted at `/admin/*`, takes no props. */
export type AdminRoutesProps = Record<string, never>;

/** Every module a remote exposes, by `<remote>/<module>`, with the component it exports. */
export interface RemoteModules {
  'booking/CatalogueRoutes': { default: ComponentType<CatalogueRoutesProps> };
  'planner/PlannerPage': { default: ComponentType<PlannerPageProps> };
  'partner/PartnerRoutes': { default: ComponentType<PartnerRoutesProps> };
  'partner/AdminRoutes': { default: ComponentType<AdminRoutesProps> };
}

export type RemoteModuleId = keyof RemoteModules;

/** The props the component of an exposed module takes. */
export type RemoteModuleProps<Id extends RemoteModuleId> =
  RemoteModules[Id]['default'] extends ComponentType<infer Props> ? Props : never;

/** The remotes and where each is served by default (the shell's origin). */
export const REMOTES = {
  booking: '/remotes/booking/remoteEntry.js',
  planner: '/remotes/planner/remoteEntry.js',
  partner: '/remotes/partner/remoteEntry.js',
} as const;

export type RemoteName = keyof typeof REMOTES;

/** `booking` of `booking/CatalogueRoutes`. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Told by any frontend when a booking has been created: the shell then offers, once, to add
 * Salone to the home screen. The note is kept in localStorage (the booking page may be the
 * next page load) and announced with a window event for the page already open.
 */
export const BOOKING_CREATED_EVENT = 'salone:booking-created';
export const INSTALL_PROMPT_KEY = 'salone.installPrompt';

export function announceBookingCreated(): void {
  try {
    if (window.localStorage.getItem(INSTALL_PROMPT_KEY) !== 'shown') {
      window.localStorage.setItem(INSTALL_PROMPT_KEY, 'due');
    }
  } catch {
    // Storage can be unavailable (private mode, full): the prompt is simply not offered.
  }
  window.dispatchEvent(new Event(BOOKING_CREATED_EVENT));
}
