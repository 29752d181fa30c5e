import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { EventEntity } from './event.entity.js';

/** One price and inventory of an event's tickets (Standard, VIP, VVIP). */
@Entity('event_ticket_categories')
@Unique(['eventId', 'name'])
@Check(`"price_cents" > 0`)
@Check(`"quantity" >= 0`)
@Check(`"sold" >= 0 AND "sold" <= "quantity"`)
export class TicketCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  eventId: number;

  @ManyToOne(() => EventEntity, (event) => event.ticketCategories, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event: Relation<EventEntity>;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'int' })
  priceCents: number;

  /** Tickets on offer in this category. */
  @Column({ type: 'int' })
  quantity: number;

  /** Tickets held by live bookings. */
  @Column({ type: 'int', default: 0 })
  sold: number;

  @Column({ type: 'smallint', default: 0 })
  sortOrder: number;
}
