import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const SERVICE_TYPES = [
  'hotels',
  'events',
  'tours',
  'cars',
  'real_estate',
  'ai_planner',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

@Entity('service_content')
@Check(`"service_type" IN ('hotels', 'events', 'tours', 'cars', 'real_estate', 'ai_planner')`)
export class ServiceContentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 300 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 20, unique: true })
  serviceType: ServiceType;

  @Column({ type: 'varchar', length: 120 })
  href: string;

  /** CSS gradient; present only on the AI planner card. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  gradient: string | null;

  @Column({ type: 'smallint', default: 0 })
  sortOrder: number;
}
