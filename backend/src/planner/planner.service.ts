import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/errors/domain.exception.js';
import { ValidationFailedException } from '../common/errors/validation.js';
import { dayOf } from './engine/calendar.js';
import { planTrip } from './engine/plan-trip.js';
import { planningWindow, tripDatesProblem } from './engine/request.js';
import type { TripPlan, TripRequest } from './engine/types.js';
import type { ItineraryDto, ItinerarySummaryDto } from './dto/itinerary.dto.js';
import type { TripPlanRequestDto } from './dto/trip-plan-request.dto.js';
import type { StoredPlan } from './entities/itinerary.entity.js';
import { PlannerLlm } from './llm/planner-llm.js';
import { PlannerCatalogue } from './planner-catalogue.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list shows the newest plans; older ones stay stored and can still be opened. */
/** Plans kept (and listed) per traveller, newest first. */
export const MAX_LISTED_ITINERARIES = 100;
const SUMMARY_LENGTH = 160;

interface ItineraryRow {
  id: string;
  created_at: Date;
  request: TripRequest;
  plan: StoredPlan;
}

/** The overview cut at a word boundary to about 160 characters. */
export function summarise(overview: string): string {
  if (overview.length <= SUMMARY_LENGTH) return overview;
  const cut = overview.slice(0, SUMMARY_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const toDto = (row: ItineraryRow): ItineraryDto => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  request: row.request,
  ...row.plan,
});

@Injectable()
export class PlannerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: PlannerCatalogue,
    private readonly llm: PlannerLlm,
  ) {}

  /** Plans a trip from the catalogue as it is now, stores it for the traveller and returns it. */
  async generate(userId: string, dto: TripPlanRequestDto, now = new Date()): Promise<ItineraryDto> {
    const request: TripRequest = {
      budget: dto.budget,
      duration: dto.duration,
      interests: [...dto.interests],
      startDate: dto.startDate ?? null,
      endDate: dto.endDate ?? null,
    };
    const today = dayOf(now);
    const problem = tripDatesProblem(request, today);
    if (problem) throw new ValidationFailedException([problem]);
    const snapshot = await this.catalogue.load(planningWindow(request));
    const plan = await this.llm.polish(planTrip(request, snapshot, today));
    return this.save(userId, plan);
  }

  async list(userId: string): Promise<ItinerarySummaryDto[]> {
    const rows: (Omit<ItineraryRow, 'plan'> & {
      overview: string;
      total: number;
      days: number;
    })[] = await this.dataSource.query(
      `SELECT id, created_at, request, plan->>'overview' AS overview,
              (plan->>'totalEstimatedCost')::float8 AS total,
              jsonb_array_length(plan->'dailyPlan') AS days
         FROM itineraries WHERE user_id = $1
        ORDER BY created_at DESC, id DESC
        LIMIT ${MAX_LISTED_ITINERARIES}`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      overview: summarise(row.overview),
      totalEstimatedCost: Number(row.total),
      days: Number(row.days),
      request: row.request,
    }));
  }

  /** One of the traveller's plans; anyone else's, or an id that cannot be one, is not found. */
  async get(userId: string, id: string): Promise<ItineraryDto> {
    if (!UUID.test(id)) throw new NotFoundError('Itinerary');
    const [row]: ItineraryRow[] = await this.dataSource.query(
      `SELECT id, created_at, request, plan FROM itineraries WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!row) throw new NotFoundError('Itinerary');
    return toDto(row);
  }

  private async save(userId: string, { request, ...plan }: TripPlan): Promise<ItineraryDto> {
    const [row]: { id: string; created_at: Date }[] = await this.dataSource.query(
      `INSERT INTO itineraries (user_id, request, plan, total_cents)
       VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
      [
        userId,
        JSON.stringify(request),
        JSON.stringify(plan),
        Math.round(plan.totalEstimatedCost * 100),
      ],
    );
    // Only the newest plans are kept: the list shows no more, and the table must not grow
    // without bound.
    await this.dataSource.query(
      `DELETE FROM itineraries
        WHERE user_id = $1
          AND id NOT IN (SELECT id FROM itineraries WHERE user_id = $1
                          ORDER BY created_at DESC, id DESC LIMIT ${MAX_LISTED_ITINERARIES})`,
      [userId],
    );
    return toDto({ ...row, request, plan });
  }
}
