import type { ServiceType } from '../service-content.entity.js';

/** A featured-service card of the home page. */
export class ServiceContentDto {
  /** @example 1 */
  id: number;
  /** @example "Hotels & Lodging" */
  title: string;
  /** @example "From beach guesthouses to Freetown's best hotels." */
  description: string;
  /** @example "/api/media/content/hotels.svg" */
  imageUrl: string;
  /** @example "hotels" */
  serviceType: ServiceType;
  /** @example "/hotels" */
  href: string;
  /**
   * How many items the service lists right now (0 for the planner).
   * @example 9
   */
  count: number;
  /**
   * CSS gradient; only the AI planner card has one.
   * @example null
   */
  gradient: string | null;
}
