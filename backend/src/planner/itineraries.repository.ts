import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PlanState } from './engine/plan-trip.js';
import type { TripRequest } from './engine/types.js';
import type { StoredPlan } from './entities/itinerary.entity.js';

/** A stored plan as its columns come back. */
export interface ItineraryRow {
  id: string;
  created_at: Date;
  request: TripRequest;
  plan: StoredPlan;
  state: PlanState | null;
  share_token: string | null;
}

/** A stored plan as the list shows it. */
export type ItinerarySummaryRow = Omit<ItineraryRow, 'plan' | 'state' | 'share_token'> & {
  overview: string;
  total: number;
  days: number;
};

/** Travellers' saved trip plans (table `itineraries`). */
@Injectable()
export class ItinerariesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's plans, newest first, at most `limit`. */
  async listFor(userId: string, limit: number): Promise<ItinerarySummaryRow[]> {
    return this.dataSource.query(
      `SELECT id, created_at, request, plan->>'overview' AS overview,
              (plan->>'totalEstimatedCost')::float8 AS total,
              jsonb_array_length(plan->'dailyPlan') AS days
         FROM itineraries WHERE user_id = $1
        ORDER BY created_at DESC, id DESC
        LIMIT ${limit}`,
      [userId],
    );
  }

  /** The plan shared under this link, if sharing is on. */
  async findShared(token: string): Promise<ItineraryRow | undefined> {
    const [row]: ItineraryRow[] = await this.dataSource.query(
      `SELECT id, created_at, request, plan, state, share_token FROM itineraries
        WHERE share_token = $1`,
      [token],
    );
    return row;
  }

  /** Sets (a token) or clears (null) the plan's share link. */
  async setShareToken(userId: string, id: string, token: string | null): Promise<void> {
    if (token === null) {
      await this.dataSource.query(
        `UPDATE itineraries SET share_token = NULL, updated_at = now() WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return;
    }
    await this.dataSource.query(
      `UPDATE itineraries SET share_token = $3, updated_at = now()
        WHERE id = $1 AND user_id = $2`,
      [id, userId, token],
    );
  }

  /** One of the user's plans. */
  async findOwned(userId: string, id: string): Promise<ItineraryRow | undefined> {
    const [row]: ItineraryRow[] = await this.dataSource.query(
      `SELECT id, created_at, request, plan, state, share_token FROM itineraries
        WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row;
  }

  /** Replaces one of the user's plans (request, plan and state as JSON). */
  async update(
    userId: string,
    id: string,
    values: { request: string; plan: string; state: string; totalCents: number },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE itineraries SET request = $3, plan = $4, state = $5, total_cents = $6,
              updated_at = now()
        WHERE id = $1 AND user_id = $2`,
      [id, userId, values.request, values.plan, values.state, values.totalCents],
    );
  }

  /** Stores a new plan for the user; its id and time. */
  async insert(
    userId: string,
    values: { request: string; plan: string; state: string; totalCents: number },
  ): Promise<{ id: string; created_at: Date }> {
    const [row]: { id: string; created_at: Date }[] = await this.dataSource.query(
      `INSERT INTO itineraries (user_id, request, plan, state, total_cents)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
      [userId, values.request, values.plan, values.state, values.totalCents],
    );
    return row;
  }

  /** Deletes the user's plans beyond the newest `keep`. */
  async pruneOldest(userId: string, keep: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM itineraries
        WHERE user_id = $1
          AND id NOT IN (SELECT id FROM itineraries WHERE user_id = $1
                          ORDER BY created_at DESC, id DESC LIMIT ${keep})`,
      [userId],
    );
  }

  /** Deletes every trip plan of the user, in `manager`'s transaction. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM itineraries WHERE user_id = $1', [userId]);
  }
}
