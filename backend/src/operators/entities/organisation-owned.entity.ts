import {
  Column,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { OrganisationEntity } from './organisation.entity.js';

/**
 * The columns every row an organisation owns starts with: a UUID id and the organisation
 * (indexed; its rows go when it goes). Each table declares the rest.
 */
export abstract class OrganisationOwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => OrganisationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id' })
  organisation?: Relation<OrganisationEntity>;
}
