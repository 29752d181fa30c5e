import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays } from '@salone/booking-rules';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../audit/index.js';
import { CatalogueReader } from '../../catalogue/index.js';
import { invalidField, notFound } from '../../common/errors/domain.exception.js';
import { ClosureEntity } from '../entities/closure.entity.js';
import type { OperatorActor } from '../operator/operator-bookings.service.js';
import type { ClosureDto, CreateClosureDto, ListClosuresQueryDto } from './dto/closure.dto.js';
import { dayOf, lockItem } from './availability-counts.repository.js';
import { assertClosureCutsNoBooking } from './availability-rules.js';
import { listClosures } from './closures.repository.js';

/** Longest closure in one go. */
export const MAX_CLOSURE_DAYS = 366;

const toDto = (closure: ClosureEntity): ClosureDto => ({
  id: closure.id,
  serviceType: closure.serviceType,
  serviceId: closure.serviceId,
  roomId: closure.roomId,
  units: closure.units,
  startDate: closure.startDate,
  endDate: closure.endDate,
  reason: closure.reason,
  createdAt: closure.createdAt.toISOString(),
});

/**
 * Closures of room types, cars and tours; a closure never cuts into live bookings
 * (`assertClosureCutsNoBooking`, availability-rules.ts). Each change takes the listing's
 * booking lock first, so it and any booking of the same listing take turns: never both a
 * closure and a booking it cuts into.
 */
@Injectable()
export class ClosuresService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: CatalogueReader,
    private readonly audit: AuditService,
  ) {}

  async list(organisationId: number, query: ListClosuresQueryDto, now = new Date()) {
    const closures = await listClosures(this.dataSource.manager, organisationId, query, dayOf(now));
    return closures.map(toDto);
  }

  async create(actor: OperatorActor, dto: CreateClosureDto, now = new Date()): Promise<ClosureDto> {
    if (Number.isNaN(Date.parse(`${dto.startDate}T00:00:00Z`))) {
      throw invalidField('startDate', 'startDate must be a date (YYYY-MM-DD)', 'INVALID_CLOSURE');
    }
    if (Number.isNaN(Date.parse(`${dto.endDate}T00:00:00Z`))) {
      throw invalidField('endDate', 'endDate must be a date (YYYY-MM-DD)', 'INVALID_CLOSURE');
    }
    if (dto.endDate < dto.startDate) {
      throw invalidField('endDate', 'The last day cannot be before the first', 'INVALID_CLOSURE');
    }
    if (dto.startDate < dayOf(now)) {
      throw invalidField('startDate', 'A closure cannot start in the past', 'INVALID_CLOSURE');
    }
    if (addDays(dto.startDate, MAX_CLOSURE_DAYS) <= dto.endDate) {
      throw invalidField(
        'endDate',
        `A closure lasts at most ${MAX_CLOSURE_DAYS} days`,
        'INVALID_CLOSURE',
      );
    }
    if (dto.serviceType !== 'hotel' && (dto.roomId !== undefined || dto.units !== undefined)) {
      throw invalidField(
        'roomId',
        'Only a hotel closure names a room type and units',
        'INVALID_CLOSURE',
      );
    }
    return this.dataSource.transaction(async (manager) => {
      await this.assertOwnListing(manager, actor.organisationId, dto);
      // Bookings of this listing wait until the closure is in (or refused), and vice versa.
      await lockItem(manager, dto.serviceType, dto.serviceId);
      await assertClosureCutsNoBooking(
        manager,
        {
          serviceType: dto.serviceType,
          serviceId: dto.serviceId,
          roomId: dto.roomId ?? null,
          units: dto.units ?? null,
          startDate: dto.startDate,
          endDate: dto.endDate,
        },
        now,
      );
      const closure = await manager.save(
        ClosureEntity,
        manager.create(ClosureEntity, {
          organisationId: actor.organisationId,
          serviceType: dto.serviceType,
          serviceId: dto.serviceId,
          roomId: dto.roomId ?? null,
          units: dto.units ?? null,
          startDate: dto.startDate,
          endDate: dto.endDate,
          reason: dto.reason,
          createdBy: actor.id,
        }),
      );
      await this.audit.record(
        manager,
        actor,
        'closure.create',
        { type: 'closure', id: closure.id, organisationId: actor.organisationId },
        null,
        toDto(closure) as unknown as Record<string, unknown>,
      );
      return toDto(closure);
    });
  }

  async remove(actor: OperatorActor, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const closure = /^[0-9a-f-]{36}$/i.test(id)
        ? await manager.findOneBy(ClosureEntity, { id, organisationId: actor.organisationId })
        : null;
      if (!closure) throw notFound('Closure');
      await lockItem(manager, closure.serviceType, closure.serviceId);
      await manager.delete(ClosureEntity, { id: closure.id });
      await this.audit.record(
        manager,
        actor,
        'closure.delete',
        { type: 'closure', id: closure.id, organisationId: actor.organisationId },
        toDto(closure) as unknown as Record<string, unknown>,
        null,
      );
    });
  }

  private async assertOwnListing(
    manager: EntityManager,
    organisationId: number,
    dto: CreateClosureDto,
  ): Promise<void> {
    if (dto.serviceType === 'hotel') {
      const hotel = await this.catalogue.ownListing(
        manager,
        'hotel',
        dto.serviceId,
        organisationId,
      );
      if (!hotel) throw notFound('Hotel');
      const room = await this.catalogue.room(manager, hotel.id, dto.roomId!);
      if (!room) throw invalidField('roomId', 'Please select a room type', 'INVALID_CLOSURE');
      if (dto.units !== undefined && dto.units > room.units) {
        throw invalidField('units', `This room type has ${room.units} units`, 'INVALID_CLOSURE');
      }
      return;
    }
    const listing =
      dto.serviceType === 'car'
        ? await this.catalogue.ownListing(manager, 'car', dto.serviceId, organisationId)
        : await this.catalogue.ownListing(manager, 'tour', dto.serviceId, organisationId);
    if (!listing) {
      throw notFound(dto.serviceType === 'car' ? 'Car' : 'Tour');
    }
  }
}
