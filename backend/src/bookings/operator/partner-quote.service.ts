import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DRIVER_CENTS_PER_DAY, toCents, toDollars } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogueReader,
  LISTING_KIND_REGISTRY,
  listingName,
  type ListingKind,
} from '../../catalogue/index.js';
import {
  badRequest,
  conflict,
  DomainException,
  notFound,
} from '../../common/errors/domain.exception.js';
import { BookingQuoter, type BookingQuote } from '../booking-quote.js';
import type { CreateBookingDto } from '../dto/create-booking.dto.js';
import { liveBookingClash } from '../inventory/availability-counts.repository.js';
import type {
  QuoteDiscountDto,
  QuoteDto,
  QuoteLineDto,
  QuoteRequestDto,
  QuoteUnavailableDto,
} from './dto/partner-quote.dto.js';

const LABELS: Record<ListingKind, string> = {
  hotel: 'Hotel',
  event: 'Event',
  car: 'Car',
  tour: 'Tour',
  property: 'Property',
};

export const NOT_PUBLISHED_QUOTE =
  'Only a published listing can be quoted: a booking needs it on sale';

/** Thrown to roll the quote's transaction back: nothing a quote takes is kept. */
class RollBack extends Error {}

type Meta = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);

/**
 * A partner's price question (issue 33, Sync): what a booking with these terms would charge
 * now, and whether it could be made now. The price is the booking's own (BookingQuoter, from
 * libs/booking-rules); availability is the booking's own inventory rules, run in a transaction
 * that is always rolled back. The request is refused as the booking would refuse it.
 */
@Injectable()
export class PartnerQuoteService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueReader,
    private readonly quoter: BookingQuoter,
  ) {}

  async quote(
    organisationId: number,
    kind: ListingKind,
    id: number,
    body: QuoteRequestDto,
    now = new Date(),
  ): Promise<QuoteDto> {
    const own = (await this.catalogue.ownListing(
      this.dataSource.manager,
      kind,
      id,
      organisationId,
    )) as (Meta & { status: string }) | null;
    if (!own) throw notFound(LABELS[kind]);
    if (own.status !== 'published') throw conflict(NOT_PUBLISHED_QUOTE, 'LISTING_CONFLICT');
    const dto = bookingOf(kind, id, body, own);
    let answer: QuoteDto | undefined;
    try {
      await this.dataSource.transaction(async (manager) => {
        answer = await this.priced(manager, kind, id, dto, now);
        throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw renamed(error);
    }
    return answer!;
  }

  private async priced(
    manager: EntityManager,
    kind: ListingKind,
    id: number,
    dto: CreateBookingDto,
    now: Date,
  ): Promise<QuoteDto> {
    const base = {
      kind,
      listingId: id,
      currency: 'USD' as const,
      guests: dto.guests,
      quotedAt: now.toISOString(),
    };
    let quote: BookingQuote;
    try {
      quote = await this.quoter.quote(manager, dto, now, { priceOnly: true });
    } catch (error) {
      // Refused by the state of things (sold out, off sale, event over): no price to give.
      if (error instanceof DomainException && error.status === 409) {
        const [named] = await listingName(manager, kind, id);
        return {
          ...base,
          listingName: named?.name ?? '',
          startDate: null,
          endDate: null,
          lines: [],
          subtotal: null,
          discounts: [],
          total: null,
          available: false,
          unavailable: { code: error.code, message: error.message },
        };
      }
      throw error;
    }
    const { lines, discounts } = breakdown(kind, quote, dto.guests);
    const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.amount), 0);
    const discountCents = discounts.reduce((sum, d) => sum + toCents(d.amount), 0);
    if (subtotalCents - discountCents !== quote.totalCents) {
      throw new Error(
        `Quote lines of ${kind} ${id} add up to ${subtotalCents - discountCents}, not ${quote.totalCents}`,
      );
    }
    const unavailable = await this.unavailable(manager, kind, id, quote, now);
    return {
      ...base,
      listingName: quote.serviceName,
      startDate: quote.startDate.toISOString(),
      endDate: quote.endDate?.toISOString() ?? null,
      lines,
      subtotal: toDollars(subtotalCents),
      discounts,
      total: toDollars(quote.totalCents),
      available: unavailable === null,
      unavailable,
    };
  }

  /**
   * What would stop the booking now: the inventory rules the booking applies (nights of the
   * room type, tickets, shared seats and private groups, closures), and for cars and viewings
   * the live bookings PostgreSQL would refuse an overlap with.
   */
  private async unavailable(
    manager: EntityManager,
    kind: ListingKind,
    id: number,
    quote: BookingQuote,
    now: Date,
  ): Promise<QuoteUnavailableDto | null> {
    try {
      await quote.reserve?.(manager);
    } catch (error) {
      if (error instanceof DomainException && error.status === 409) {
        return { code: error.code, message: error.message };
      }
      throw error;
    }
    const taken =
      (kind === 'car' || kind === 'property') &&
      (await liveBookingClash(manager, kind, id, quote.startDate, quote.endDate, now));
    return taken ? { code: quote.takenCode, message: quote.takenMessage } : null;
  }
}

/** The booking request a quote stands for, with what does not change the price filled in. */
function bookingOf(
  kind: ListingKind,
  id: number,
  body: QuoteRequestDto,
  own: Meta,
): CreateBookingDto {
  const common = {
    serviceType: LISTING_KIND_REGISTRY[kind].serviceType,
    serviceId: id,
    guests: body.guests ?? 1,
    startDate: body.startDate,
    endDate: body.endDate,
    customerName: 'Quote',
    customerPhone: '',
    totalAmount: 0,
  };
  const metadata: Record<ListingKind, Meta> = {
    hotel: {},
    event: { ticketCategory: body.ticketCategory },
    car: {
      pickupLocation: body.pickupLocation ?? (own.pickupLocations as string[] | undefined)?.[0],
      pickupTime: body.pickupTime,
      returnTime: body.returnTime,
      driverRequired: body.driverRequired ?? false,
      ...(body.extras ? { extras: body.extras } : {}),
    },
    tour: {
      tourType: body.tourType,
      preferredLanguage: body.preferredLanguage ?? (own.languages as string[] | undefined)?.[0],
      participants: [],
    },
    property: {
      viewingTime: body.viewingTime,
      purpose: body.purpose ?? (own.isForRent ? 'rent' : 'buy'),
    },
  };
  return {
    ...common,
    ...(kind === 'hotel' && body.roomId !== undefined ? { roomId: body.roomId } : {}),
    metadata: JSON.parse(JSON.stringify(metadata[kind])) as Meta,
  } as CreateBookingDto;
}

/** The booking's price as lines and discounts, from what the booking's quote stores. */
function breakdown(
  kind: ListingKind,
  quote: BookingQuote,
  guests: number,
): { lines: QuoteLineDto[]; discounts: QuoteDiscountDto[] } {
  const meta = quote.metadata;
  const line = (
    code: QuoteLineDto['code'],
    description: string,
    quantity: number,
    unitPrice: number,
  ): QuoteLineDto => ({
    code,
    description,
    quantity,
    unitPrice,
    amount: toDollars(quantity * toCents(unitPrice)),
  });
  switch (kind) {
    case 'hotel': {
      // Nights priced alike share a line, in the order of their first night.
      const prices = (meta.nightPrices as { price: number }[] | undefined)?.map((n) => n.price);
      const counts = new Map<number, number>();
      for (const price of prices ?? []) counts.set(price, (counts.get(price) ?? 0) + 1);
      return {
        lines: prices
          ? [...counts].map(([price, count]) =>
              line('night', `${String(meta.roomType)}, night`, count, price),
            )
          : [
              line(
                'night',
                `${String(meta.roomType)}, night`,
                num(meta.nights),
                num(meta.nightlyPrice),
              ),
            ],
        discounts: [],
      };
    }
    case 'event':
      return {
        lines: [
          line(
            'ticket',
            `${String(meta.ticketCategory)} ticket`,
            num(meta.ticketQuantity),
            num(meta.ticketPrice),
          ),
        ],
        discounts: [],
      };
    case 'car': {
      const days = num(meta.days);
      const lines = [line('rental_day', 'Rental day', days, num(meta.dailyRate))];
      if (meta.driverRequired) {
        lines.push(line('driver_day', 'Driver, per day', days, toDollars(DRIVER_CENTS_PER_DAY)));
      }
      for (const extra of (meta.extras ?? []) as { name: string; cost: number }[]) {
        lines.push(line('extra', extra.name, 1, extra.cost));
      }
      return { lines, discounts: [] };
    }
    case 'tour': {
      const percent = num(meta.groupDiscountPercent);
      return {
        lines: [
          line(
            'participant',
            `${meta.tourType === 'private' ? 'Private' : 'Shared'} tour, per participant`,
            guests,
            num(meta.pricePerPerson),
          ),
        ],
        discounts:
          percent > 0
            ? [
                {
                  code: 'group_discount',
                  description: `Group discount (${percent}%)`,
                  percent,
                  amount: num(meta.groupDiscount),
                },
              ]
            : [],
      };
    }
    case 'property':
      return {
        lines: [line('viewing_fee', 'Viewing fee', 1, num(meta.serviceFee))],
        discounts: [],
      };
  }
}

/**
 * The booking's refusal in the quote's words: its fields are the quote body's (`ticketCategory`,
 * not `metadata.ticketCategory`).
 */
function renamed(error: unknown): unknown {
  if (!(error instanceof DomainException) || error.status !== 400 || !error.details) return error;
  const details = error.details.map((detail) => ({
    ...detail,
    field: detail.field.replace(/^metadata\./, ''),
  }));
  return badRequest(error.message, error.code, details);
}
