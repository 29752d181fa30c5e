import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  CarEntity,
  EventEntity,
  HotelEntity,
  PropertyEntity,
  RoomEntity,
  ServiceContentEntity,
  TicketCategoryEntity,
  TourEntity,
} from '../catalogue/index.js';
import { appConfig } from '../config/configuration.js';
import { CARS } from './data/cars.js';
import { CONTENT } from './data/content.js';
import { EVENTS } from './data/events.js';
import { HOTELS } from './data/hotels.js';
import { PROPERTIES } from './data/properties.js';
import { TOURS } from './data/tours.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD_HASH,
  ORGANISATIONS,
  type OrganisationSeed,
} from './data/organisations.js';
import { NodeEnv } from '../config/env.validation.js';
import type { OrganisationEntity } from '../operators/index.js';
import type { EventSeed } from './seed-types.js';
import { SAMPLE_REVIEWERS, SAMPLE_REVIEWS, type SampleReviewSeed } from './data/reviews.js';
import { randomBytes } from 'node:crypto';
import { SAMPLE_PLACES } from './data/coordinates.js';

export interface SeedReport {
  organisations: number;
  demoAccounts: number;
  content: number;
  hotels: number;
  rooms: number;
  events: number;
  ticketCategories: number;
  cars: number;
  tours: number;
  properties: number;
  /** Development only: the sample reviews and their bookings. */
  reviews?: number;
}

/**
 * How many identical rooms of a type a sample hotel has, when its data does not say: suites and
 * villas are few, standard rooms many, and larger hotels (more stars) have more of each.
 */
export function roomUnits(roomType: string, starRating: number): number {
  const type = roomType.toLowerCase();
  const scale = starRating >= 4 ? 2 : 1;
  if (/villa|suite/.test(type)) return 2 * scale;
  if (/family|chalet|hut|bunk/.test(type)) return 4 * scale;
  if (/single|executive|superior|sea view|ocean/.test(type)) return 6 * scale;
  return 10 * scale;
}

/** Start of an event seeded `startInDays` days after `today` at `startTime` (GMT). */
export function eventStart(seed: Pick<EventSeed, 'startInDays' | 'startTime'>, today: Date): Date {
  const [hours, minutes] = seed.startTime.split(':').map(Number);
  const start = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hours, minutes),
  );
  start.setUTCDate(start.getUTCDate() + seed.startInDays);
  return start;
}

/**
 * Loads the sample Sierra Leone catalogue into an empty database. Each part is inserted only
 * when its table is empty, inside one transaction under an advisory lock, so running it
 * again, or from several processes at once, never duplicates anything.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedOnStart) return;
    const report = await this.seed();
    const added = Object.entries(report).filter(([, count]) => count > 0);
    if (added.length > 0) {
      this.logger.log(`Loaded sample data: ${added.map(([k, v]) => `${v} ${k}`).join(', ')}`);
    }
  }

  seed(now = new Date()): Promise<SeedReport> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('salone:seed'))`);
      const report: SeedReport = {
        organisations: 0,
        demoAccounts: 0,
        content: 0,
        hotels: 0,
        rooms: 0,
        events: 0,
        ticketCategories: 0,
        cars: 0,
        tours: 0,
        properties: 0,
      };
      const owners = await this.seedOrganisations(manager, report);
      const listing = (key: OrganisationSeed['key']) => ({
        organisationId: owners.get(key)!,
        status: 'published' as const,
      });
      if (await this.isEmpty(manager, 'ServiceContentEntity')) {
        await manager.insert<ServiceContentEntity>('ServiceContentEntity', CONTENT);
        report.content = CONTENT.length;
      }
      if (await this.isEmpty(manager, 'HotelEntity')) {
        for (const { rooms, ...hotel } of HOTELS) {
          const { id } = await manager.getRepository<HotelEntity>('HotelEntity').save(
            manager.getRepository<HotelEntity>('HotelEntity').create({
              ...hotel,
              ...listing(hotel.city === 'Peninsula' ? 'peninsula-resorts' : 'freetown-hotels'),
            }),
          );
          await manager.insert<RoomEntity>(
            'RoomEntity',
            rooms.map((room) => ({
              ...room,
              units: room.units ?? roomUnits(room.roomType, hotel.starRating),
              hotelId: id,
            })),
          );
          report.hotels += 1;
          report.rooms += rooms.length;
        }
      }
      if (await this.isEmpty(manager, 'EventEntity')) {
        for (const {
          ticketCategories,
          startInDays,
          startTime,
          durationHours,
          ...event
        } of EVENTS) {
          const startDate = eventStart({ startInDays, startTime }, now);
          const endDate =
            durationHours === undefined
              ? null
              : new Date(startDate.getTime() + durationHours * 3_600_000);
          const { id } = await manager
            .getRepository<EventEntity>('EventEntity')
            .save(
              manager
                .getRepository<EventEntity>('EventEntity')
                .create({ ...event, startDate, endDate, ...listing('events') }),
            );
          await manager.insert<TicketCategoryEntity>(
            'TicketCategoryEntity',
            ticketCategories.map((category, index) => ({
              ...category,
              eventId: id,
              sortOrder: index,
            })),
          );
          report.events += 1;
          report.ticketCategories += ticketCategories.length;
        }
      }
      if (await this.isEmpty(manager, 'CarEntity')) {
        await manager.insert<CarEntity>(
          'CarEntity',
          CARS.map((car) => ({ ...car, ...listing('cars') })),
        );
        report.cars = CARS.length;
      }
      if (await this.isEmpty(manager, 'TourEntity')) {
        await manager.insert<TourEntity>(
          'TourEntity',
          TOURS.map((tour) => ({ ...tour, ...listing('tours') })),
        );
        report.tours = TOURS.length;
      }
      if (await this.isEmpty(manager, 'PropertyEntity')) {
        await manager.insert<PropertyEntity>(
          'PropertyEntity',
          PROPERTIES.map((property) => ({
            ...property,
            ...listing('homes'),
            // An inactive listing is kept, but not in the public catalogue.
            ...(property.isActive ? {} : { status: 'unpublished' as const }),
          })),
        );
        report.properties = PROPERTIES.length;
      }
      await this.placeSampleListings(manager, [...owners.values()]);
      if (
        this.config.nodeEnv === NodeEnv.Development &&
        (await this.isEmpty(manager, 'ReviewEntity'))
      ) {
        report.reviews = await this.seedReviews(manager, now);
      }
      return report;
    });
  }

  /**
   * The demo organisations (approved) that own the sample catalogue, and, outside production,
   * the sample-only accounts of their owners and staff and a demo admin. Returns each
   * organisation's id by key.
   */
  private async seedOrganisations(
    manager: EntityManager,
    report: SeedReport,
  ): Promise<Map<OrganisationSeed['key'], number>> {
    const ids = new Map<OrganisationSeed['key'], number>();
    for (const { key, ...organisation } of ORGANISATIONS) {
      const existing = await manager.findOneBy<OrganisationEntity>('OrganisationEntity', {
        name: organisation.name,
      });
      if (existing) {
        ids.set(key, existing.id);
        continue;
      }
      const { id } = await manager
        .getRepository<OrganisationEntity>('OrganisationEntity')
        .save(
          manager
            .getRepository<OrganisationEntity>('OrganisationEntity')
            .create({ ...organisation, status: 'approved' }),
        );
      ids.set(key, id);
      report.organisations += 1;
    }
    if (this.config.nodeEnv === NodeEnv.Production) return ids;
    for (const account of DEMO_ACCOUNTS) {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO users (first_name, last_name, email, password_hash, is_admin, email_verified_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT ((lower(email))) DO NOTHING
         RETURNING id`,
        [account.firstName, account.lastName, account.email, DEMO_PASSWORD_HASH, account.isAdmin],
      );
      if (rows.length === 0) continue;
      report.demoAccounts += 1;
      for (const membership of account.memberships) {
        await manager.query(
          `INSERT INTO organisation_members (organisation_id, user_id, role) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [ids.get(membership.organisation), rows[0].id, membership.role],
        );
      }
    }
    return ids;
  }

  /**
   * Development only: the sample travellers, a past, paid and checked-in booking for each
   * sample review, the review itself (some with the operator's reply), and each reviewed
   * listing's average. The tests and production start without them.
   */
  private async seedReviews(manager: EntityManager, now: Date): Promise<number> {
    const accounts = new Map<string, string>();
    for (const reviewer of SAMPLE_REVIEWERS) {
      const [row] = (await manager.query(
        `INSERT INTO users (first_name, last_name, email, password_hash, is_admin, email_verified_at)
         VALUES ($1, $2, $3, $4, false, now())
         ON CONFLICT ((lower(email))) DO UPDATE SET first_name = users.first_name
         RETURNING id`,
        [reviewer.firstName, reviewer.lastName, reviewer.email, DEMO_PASSWORD_HASH],
      )) as { id: string }[];
      accounts.set(reviewer.email, row.id);
    }
    const tables = { hotel: 'hotels', tour: 'tours', car: 'cars', property: 'properties' };
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    for (const seed of SAMPLE_REVIEWS) {
      const listing = await this.sampleListing(manager, tables[seed.kind], seed);
      const end = new Date(day - seed.endedDaysAgo * 86_400_000);
      const start = new Date(end.getTime() - seed.days * 86_400_000);
      const oneDay = seed.kind === 'tour' || seed.kind === 'property';
      const name = `${seed.reviewer.firstName} ${seed.reviewer.lastName}`;
      const [booking] = (await manager.query(
        `INSERT INTO bookings (reference, user_id, service_type, organisation_id, service_id, room_id,
           service_name, customer_name, customer_email, customer_phone, guests, start_date, end_date,
           total_amount_cents, status, confirmed_at, checked_in_at, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '+23276000000', $10, $11, $12, $13, 'confirmed',
           $11, $11, $14)
         RETURNING id, reference`,
        [
          `SL-R${randomBytes(3).toString('hex').toUpperCase().slice(0, 5)}`,
          accounts.get(seed.reviewer.email),
          seed.kind === 'property' ? 'real_estate' : seed.kind,
          listing.organisation_id,
          listing.id,
          listing.room_id,
          listing.name,
          name,
          seed.reviewer.email,
          seed.kind === 'tour' ? 2 : 1,
          oneDay ? new Date(end.getTime() - 86_400_000 + 9 * 3_600_000) : start,
          oneDay ? null : end,
          listing.price_cents * (seed.kind === 'tour' ? 2 : seed.days),
          JSON.stringify(listing.room_type ? { roomType: listing.room_type } : {}),
        ],
      )) as { id: string; reference: string }[];
      const written = new Date(end.getTime() + 86_400_000 + 10 * 3_600_000);
      await manager.query(
        `INSERT INTO reviews (booking_id, booking_reference, user_id, organisation_id, listing_kind,
           listing_id, listing_name, author_name, overall, sub_scores, text, photos, served_at,
           created_at, reply, replied_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '{}', $12, $13, $14, $15)`,
        [
          booking.id,
          booking.reference,
          accounts.get(seed.reviewer.email),
          listing.organisation_id,
          seed.kind,
          listing.id,
          listing.name,
          `${seed.reviewer.firstName} ${seed.reviewer.lastName[0]}.`,
          seed.overall,
          JSON.stringify(seed.subScores),
          seed.text,
          start,
          written,
          seed.reply ?? null,
          seed.reply ? new Date(written.getTime() + 3 * 3_600_000) : null,
        ],
      );
      await manager.query(`INSERT INTO review_requests (booking_id) VALUES ($1)`, [booking.id]);
      await manager.query(
        `UPDATE ${tables[seed.kind]} l
            SET rating_average = r.average, rating_count = r.count
           FROM (SELECT round(avg(overall)::numeric, 2) AS average, count(*)::int AS count
                   FROM reviews WHERE listing_kind = $1 AND listing_id = $2
                    AND hidden_at IS NULL) r
          WHERE l.id = $2`,
        [seed.kind, listing.id],
      );
    }
    return SAMPLE_REVIEWS.length;
  }

  /** The sample catalogue's nth listing of a kind, with what a booking of it copies. */
  private async sampleListing(
    manager: EntityManager,
    table: string,
    seed: SampleReviewSeed,
  ): Promise<{
    id: number;
    organisation_id: number;
    name: string;
    price_cents: number;
    room_id: number | null;
    room_type: string | null;
  }> {
    const select = {
      hotels: `l.name, r.price_cents, r.id AS room_id, r.room_type
                 FROM hotels l JOIN LATERAL (SELECT id, price_cents, room_type FROM rooms
                   WHERE hotel_id = l.id ORDER BY price_cents LIMIT 1) r ON true`,
      tours: `l.title AS name, l.price_cents, NULL AS room_id, NULL AS room_type FROM tours l`,
      cars: `l.make || ' ' || l.model || ' (' || l.year || ')' AS name, l.daily_rate_cents AS price_cents,
               NULL AS room_id, NULL AS room_type FROM cars l`,
      properties: `l.title AS name, 5000 AS price_cents, NULL AS room_id, NULL AS room_type
                     FROM properties l`,
    }[table];
    const [row] = (await manager.query(
      `SELECT l.id, l.organisation_id, ${select} ORDER BY l.id OFFSET $1 LIMIT 1`,
      [seed.listing - 1],
    )) as {
      id: number;
      organisation_id: number;
      name: string;
      price_cents: number;
      room_id: number | null;
      room_type: string | null;
    }[];
    return row;
  }

  /**
   * Puts the sample listings on the map (data/coordinates.ts): those of the demo organisations
   * that have no place yet, so a database seeded before listings had places gets them too, and
   * a place an operator has set is kept.
   */
  private async placeSampleListings(manager: EntityManager, owners: number[]): Promise<void> {
    for (const { table, key, places } of SAMPLE_PLACES) {
      const entries = Object.entries(places);
      await manager.query(
        `UPDATE ${table} l SET latitude = p.latitude, longitude = p.longitude
           FROM unnest($1::text[], $2::numeric[], $3::numeric[]) AS p(key, latitude, longitude)
          WHERE l.${key} = p.key AND l.latitude IS NULL AND l.organisation_id = ANY($4)`,
        [
          entries.map(([name]) => name),
          entries.map(([, place]) => place[0]),
          entries.map(([, place]) => place[1]),
          owners,
        ],
      );
    }
  }

  private async isEmpty(manager: EntityManager, entity: string): Promise<boolean> {
    return !(await manager.getRepository(entity).exists());
  }
}
