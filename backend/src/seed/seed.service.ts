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

  private async isEmpty(manager: EntityManager, entity: string): Promise<boolean> {
    return !(await manager.getRepository(entity).exists());
  }
}
