import type { EntityManager } from 'typeorm';
import { ClosureEntity } from '../entities/closure.entity.js';

/**
 * The organisation's closures, by start then id: of one service type and listing when
 * given, and only those ending on or after `today` unless past ones are asked for.
 */
export async function listClosures(
  manager: EntityManager,
  organisationId: number,
  filter: { serviceType?: string; serviceId?: number; includePast?: string },
  today: string,
): Promise<ClosureEntity[]> {
  const qb = manager
    .getRepository(ClosureEntity)
    .createQueryBuilder('c')
    .where('c.organisationId = :organisationId', { organisationId })
    .orderBy('c.startDate', 'ASC')
    .addOrderBy('c.id', 'ASC');
  if (filter.serviceType) qb.andWhere('c.serviceType = :type', { type: filter.serviceType });
  if (filter.serviceId !== undefined) qb.andWhere('c.serviceId = :id', { id: filter.serviceId });
  if (filter.includePast !== 'true') qb.andWhere('c.endDate >= :today', { today });
  return qb.getMany();
}
