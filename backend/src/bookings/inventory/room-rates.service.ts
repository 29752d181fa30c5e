import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  isDay,
  MAX_RATE_PERIOD_NIGHTS,
  MAX_RATE_PERIODS,
  toCents,
  toDollars,
} from '@salone/booking-rules';
import type { DataSource } from 'typeorm';
import { AuditService } from '../../audit/index.js';
import {
  CatalogueReader,
  deleteRoomRate,
  findRoomRate,
  insertRoomRate,
  listRoomRates,
  roomRateCounts,
  type RoomRateEntity,
} from '../../catalogue/index.js';
import { invalidField, notFound } from '../../common/errors/domain.exception.js';
import type { OperatorActor } from '../operator/operator-bookings.service.js';
import { dayOf } from './availability-counts.repository.js';
import type { CreateRoomRateDto, ListRoomRatesQueryDto, RoomRateDto } from './dto/room-rate.dto.js';

export const RATE_INPUT_MESSAGES = {
  nothing: 'Give at least one of price, weekendPrice, minNights or closedToArrival',
  order: 'The last night cannot be before the first',
  past: 'Prices cannot be changed for nights in the past',
  tooLong: `A price range covers at most ${MAX_RATE_PERIOD_NIGHTS} nights`,
  tooMany: `A room type holds at most ${MAX_RATE_PERIODS} price ranges. Please remove some first.`,
  room: 'Please select a room type',
} as const;

const toDto = (rate: RoomRateEntity): RoomRateDto => ({
  id: rate.id,
  hotelId: rate.hotelId,
  roomId: rate.roomId,
  startDate: rate.startDate,
  endDate: rate.endDate,
  label: rate.label,
  price: rate.priceCents === null ? null : toDollars(rate.priceCents),
  weekendPrice: rate.weekendPriceCents === null ? null : toDollars(rate.weekendPriceCents),
  minNights: rate.minNights,
  closedToArrival: rate.closedToArrival,
  createdAt: rate.createdAt.toISOString(),
});

/**
 * A hotel's price calendar (docs/decisions/prices-by-date.md): date ranges over its room types'
 * base prices. Members of the hotel's organisation set and remove them; every change is
 * audited. Bookings already made keep their price; the new calendar applies from now on.
 */
@Injectable()
export class RoomRatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueReader,
    private readonly audit: AuditService,
  ) {}

  async list(
    organisationId: number,
    hotelId: number,
    query: ListRoomRatesQueryDto,
    now = new Date(),
  ): Promise<RoomRateDto[]> {
    const manager = this.dataSource.manager;
    const hotel = await this.catalogue.ownListing(manager, 'hotel', hotelId, organisationId);
    if (!hotel) throw notFound('Hotel');
    const rates = await listRoomRates(
      manager,
      hotelId,
      organisationId,
      query.includePast === 'true' ? null : dayOf(now),
    );
    return rates.map(toDto);
  }

  async create(
    actor: OperatorActor,
    hotelId: number,
    dto: CreateRoomRateDto,
    now = new Date(),
  ): Promise<RoomRateDto[]> {
    if (!isDay(dto.startDate))
      throw invalidField('startDate', 'startDate must be a date (YYYY-MM-DD)', 'INVALID_RATE');
    if (!isDay(dto.endDate))
      throw invalidField('endDate', 'endDate must be a date (YYYY-MM-DD)', 'INVALID_RATE');
    if (dto.endDate < dto.startDate)
      throw invalidField('endDate', RATE_INPUT_MESSAGES.order, 'INVALID_RATE');
    if (dto.startDate < dayOf(now))
      throw invalidField('startDate', RATE_INPUT_MESSAGES.past, 'INVALID_RATE');
    if (addDays(dto.startDate, MAX_RATE_PERIOD_NIGHTS) <= dto.endDate)
      throw invalidField('endDate', RATE_INPUT_MESSAGES.tooLong, 'INVALID_RATE');
    if (
      dto.price === undefined &&
      dto.weekendPrice === undefined &&
      dto.minNights === undefined &&
      dto.closedToArrival === undefined
    ) {
      throw invalidField('price', RATE_INPUT_MESSAGES.nothing, 'INVALID_RATE');
    }
    return this.dataSource.transaction(async (manager) => {
      const hotel = await this.catalogue.ownListing(
        manager,
        'hotel',
        hotelId,
        actor.organisationId,
      );
      if (!hotel) throw notFound('Hotel');
      const rooms = await this.catalogue.rooms(manager, hotelId);
      for (const [index, roomId] of dto.roomIds.entries()) {
        const room = rooms.find((entry) => entry.id === roomId);
        if (!room || room.archived)
          throw invalidField(`roomIds.${index}`, RATE_INPUT_MESSAGES.room, 'INVALID_RATE');
      }
      const counts = await roomRateCounts(manager, dto.roomIds);
      if ([...counts.values()].some((count) => count >= MAX_RATE_PERIODS))
        throw invalidField('roomIds', RATE_INPUT_MESSAGES.tooMany, 'INVALID_RATE');
      const saved: RoomRateEntity[] = [];
      for (const roomId of dto.roomIds) {
        const rate = await insertRoomRate(manager, {
          organisationId: actor.organisationId,
          hotelId,
          roomId,
          startDate: dto.startDate,
          endDate: dto.endDate,
          label: dto.label ?? '',
          priceCents: dto.price === undefined ? null : toCents(dto.price),
          weekendPriceCents: dto.weekendPrice === undefined ? null : toCents(dto.weekendPrice),
          minNights: dto.minNights ?? null,
          closedToArrival: dto.closedToArrival ?? null,
          createdBy: actor.id,
        });
        const room = rooms.find((entry) => entry.id === roomId)!;
        await this.audit.record(
          manager,
          actor,
          'room_rate.create',
          {
            type: 'room_rate',
            id: rate.id,
            organisationId: actor.organisationId,
            name: `${hotel.name}, ${room.roomType}`,
          },
          null,
          toDto(rate) as unknown as Record<string, unknown>,
        );
        saved.push(rate);
      }
      return saved.map(toDto);
    });
  }

  async remove(actor: OperatorActor, hotelId: number, rateId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rate = await findRoomRate(manager, rateId, hotelId, actor.organisationId);
      if (!rate) throw notFound('Price range');
      await deleteRoomRate(manager, rate.id);
      await this.audit.record(
        manager,
        actor,
        'room_rate.delete',
        { type: 'room_rate', id: rate.id, organisationId: actor.organisationId },
        toDto(rate) as unknown as Record<string, unknown>,
        null,
      );
    });
  }
}
