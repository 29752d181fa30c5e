import type { EventDto, ListEventsApiArg, TicketCategoryDto } from '@salone/api-client/catalogue';

/** Filter values of the events list (the server's enums; 'all' leaves the filter out). */
export const EVENT_CATEGORIES = [
  'cultural',
  'festival',
  'music',
  'food',
  'sports',
] as const satisfies readonly NonNullable<ListEventsApiArg['category']>[];
export const EVENT_DATE_WINDOWS = [
  'today',
  'week',
  'month',
] as const satisfies readonly NonNullable<ListEventsApiArg['date']>[];

export const CATEGORY_LABELS: Record<EventDto['category'], string> = {
  cultural: 'Cultural',
  festival: 'Festival',
  music: 'Music',
  food: 'Food',
  sports: 'Sports',
};

/** The event's start day as YYYY-MM-DD (the booking's startDate). */
export function eventStartDay(start: string): string {
  return new Date(start).toISOString().slice(0, 10);
}

/** The price a ticket starts from: the cheapest category, else the event's own price. */
export function fromPrice(event: Pick<EventDto, 'price' | 'ticketCategories'>): number {
  const prices = (event.ticketCategories ?? []).map((category) => category.price);
  return prices.length > 0 ? Math.min(...prices) : event.price;
}

/** Whether the event is over (its end, or its start when it has no end, is past). */
export function hasEnded(
  event: Pick<EventDto, 'startDate' | 'endDate'>,
  now = new Date(),
): boolean {
  return new Date(event.endDate ?? event.startDate).getTime() < now.getTime();
}

export function isSoldOut(categories: TicketCategoryDto[]): boolean {
  return categories.length > 0 && categories.every((category) => category.remaining <= 0);
}
