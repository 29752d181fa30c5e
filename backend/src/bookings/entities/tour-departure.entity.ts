import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** Seats taken on a shared tour's departure day; never above the tour's group size. */
@Entity('tour_departures')
@Check(`"seats_taken" >= 0 AND "seats_taken" <= "capacity"`)
export class TourDepartureEntity {
  @PrimaryColumn({ type: 'int' })
  tourId: number;

  @PrimaryColumn({ type: 'date' })
  departureDate: string;

  @Column({ type: 'int' })
  capacity: number;

  @Column({ type: 'int', default: 0 })
  seatsTaken: number;
}
