import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  badGateway,
  conflict,
  DomainException,
  notFound,
  unprocessable,
  validationFailed,
} from '../common/errors/domain.exception.js';
import type { DayEdit } from './engine/build.js';
import { dayOf } from './engine/calendar.js';
import { planTripWithState, replan, type PlanResult, type PlanState } from './engine/plan-trip.js';
import { planningWindow, tripDatesProblem } from './engine/request.js';
import type { TripPlan, TripRequest } from './engine/types.js';
import type { ItineraryDto, ItinerarySummaryDto } from './dto/itinerary.dto.js';
import type { TripPlanRequestDto } from './dto/trip-plan-request.dto.js';
import type { StoredPlan } from './entities/itinerary.entity.js';
import { ItinerariesRepository, type ItineraryRow } from './itineraries.repository.js';
import { KNOWLEDGE } from './knowledge/index.js';
import { PlannerLlm } from './llm/planner-llm.js';
import { PlannerCatalogue } from './planner-catalogue.js';
import { DEFAULT_PACE, DEFAULT_PARTY, type Pace } from '@salone/booking-rules';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Plans kept (and listed) per traveller, newest first. */
export const MAX_LISTED_ITINERARIES = 100;
const SUMMARY_LENGTH = 160;

export const NO_SUCH_DAY = 'That day is not in this plan';
export const NO_SUCH_ITEM = 'That activity is not on this day of the plan';
export const NOT_AN_ALTERNATIVE = 'That is not one of the alternatives offered for this activity';
export const NO_MODEL =
  'Refining a plan in your own words needs a language model, and none is set up. Use the buttons on each day instead.';
export const MODEL_UNSURE =
  'Sorry, we could not turn that into a change to your plan. Try the buttons on each day, or put it another way.';
export const ALTERNATIVE_GONE = 'That alternative no longer fits this day. Please choose another.';

/** The overview cut at a word boundary to about 160 characters. */
export function summarise(overview: string): string {
  if (overview.length <= SUMMARY_LENGTH) return overview;
  const cut = overview.slice(0, SUMMARY_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Requests saved before party and pace existed read as one adult at a balanced pace. */
const withDefaults = (request: TripRequest): TripRequest => ({
  ...request,
  party: request.party ?? { ...DEFAULT_PARTY, childrenAges: [] },
  pace: request.pace ?? DEFAULT_PACE,
});

const toDto = (row: ItineraryRow): ItineraryDto => {
  const request = withDefaults(row.request);
  return {
    ...({
      breakdown: { lodging: 0, transport: 0, activities: 0, food: 0 },
      warnings: [],
    } as Pick<ItineraryDto, 'breakdown' | 'warnings'>),
    ...(row.plan as unknown as ItineraryDto),
    id: row.id,
    createdAt: row.created_at.toISOString(),
    request,
    shareToken: row.share_token,
    canRefine: false,
  };
};

/** Sight lines of a saved day that an edit keeps: what the traveller sees there. */
const keysOf = (plan: StoredPlan, index: number) =>
  plan.dailyPlan[index].activities.flatMap((row) =>
    row.key && row.category === 'activity' && !row.key.startsWith('excursion:') ? [row.key] : [],
  );

@Injectable()
export class PlannerService {
  constructor(
    private readonly itineraries: ItinerariesRepository,
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
      party: dto.party
        ? { adults: dto.party.adults, childrenAges: [...dto.party.childrenAges] }
        : { ...DEFAULT_PARTY, childrenAges: [] },
      pace: dto.pace ?? DEFAULT_PACE,
    };
    const today = dayOf(now);
    const problem = tripDatesProblem(request, today);
    if (problem) throw validationFailed([problem]);
    const snapshot = await this.catalogue.load(planningWindow(request));
    const result = planTripWithState(request, snapshot, today);
    const plan = await this.llm.polish(result.plan);
    return this.save(userId, { plan, state: result.state });
  }

  async list(userId: string): Promise<ItinerarySummaryDto[]> {
    const rows = await this.itineraries.listFor(userId, MAX_LISTED_ITINERARIES);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      overview: summarise(row.overview),
      totalEstimatedCost: Number(row.total),
      days: Number(row.days),
      request: withDefaults(row.request),
    }));
  }

  /** One of the traveller's plans; anyone else's, or an id that cannot be one, is not found. */
  async get(userId: string, id: string, now = new Date()): Promise<ItineraryDto> {
    return toDto(await this.withState(userId, await this.row(userId, id), now));
  }

  /** A plan by its share link, for anyone who has the link, while sharing is on. */
  async shared(token: string): Promise<ItineraryDto> {
    if (!TOKEN.test(token)) throw notFound('Shared plan');
    const row = await this.itineraries.findShared(token);
    if (!row) throw notFound('Shared plan');
    return { ...toDto(row), shareToken: null };
  }

  /** Turns the read-only link on (the same link while it stays on). */
  async share(userId: string, id: string): Promise<ItineraryDto> {
    const row = await this.row(userId, id);
    if (!row.share_token) {
      row.share_token = randomBytes(24).toString('base64url');
      await this.itineraries.setShareToken(userId, id, row.share_token);
    }
    return toDto(row);
  }

  /** Turns the link off: it stops working at once. */
  async unshare(userId: string, id: string): Promise<ItineraryDto> {
    const row = await this.row(userId, id);
    await this.itineraries.setShareToken(userId, id, null);
    return toDto({ ...row, share_token: null });
  }

  /** Plans one day again: its locked items stay, the rest is chosen afresh; other days stay. */
  async regenerateDay(userId: string, id: string, day: number, now = new Date()) {
    const { row, state } = await this.editable(userId, id);
    const index = this.dayIndex(row, day);
    const edits = new Map<number, DayEdit>();
    row.plan.dailyPlan.forEach((_, d) => {
      const keys = keysOf(row.plan, d);
      if (d !== index) edits.set(d, { pins: keys, frozen: true, avoid: [] });
      else {
        const locked = keys.filter((key) => state.locked.includes(`${d}|${key}`));
        edits.set(d, {
          pins: locked,
          frozen: false,
          avoid: keys.filter((key) => !locked.includes(key)),
        });
      }
    });
    return this.applyReplan(userId, row, state, edits, now);
  }

  /** Swaps one activity of a day for one of the alternatives the plan offered for it. */
  async swap(
    userId: string,
    id: string,
    day: number,
    key: string,
    alternative: string,
    now = new Date(),
  ): Promise<ItineraryDto> {
    const { row, state, index, line } = await this.editableItem(userId, id, day, key);
    if (!line.alternatives.some((option) => option.key === alternative)) {
      throw validationFailed([{ field: 'alternative', message: NOT_AN_ALTERNATIVE }]);
    }
    const edits = new Map<number, DayEdit>();
    row.plan.dailyPlan.forEach((_, d) => {
      const keys = keysOf(row.plan, d).map((k) => (d === index && k === key ? alternative : k));
      edits.set(d, { pins: keys, frozen: true, avoid: [] });
    });
    // A lock on the swapped-out activity goes with it; the new one starts unlocked.
    const next = { ...state, locked: state.locked.filter((l) => l !== `${index}|${key}`) };
    const result = await this.replanned(row, next, edits, now);
    const placed = result.plan.dailyPlan[index].activities.some((a) => a.key === alternative);
    if (!placed) throw conflict(ALTERNATIVE_GONE, 'CONFLICT');
    return this.update(userId, row, result);
  }

  /** Locks or unlocks an activity: locked ones stay when the day is regenerated or the pace changes. */
  async lock(
    userId: string,
    id: string,
    day: number,
    key: string,
    locked: boolean,
  ): Promise<ItineraryDto> {
    const { row, state, index, line } = await this.editableItem(userId, id, day, key, 'activity');
    const mark = `${index}|${key}`;
    const set = new Set(state.locked);
    if (locked) set.add(mark);
    else set.delete(mark);
    line.locked = locked;
    return this.update(userId, row, {
      plan: { request: row.request, ...row.plan },
      state: { ...state, locked: [...set] },
    });
  }

  /** Plans again at another pace, keeping every locked activity on its day. */
  async changePace(userId: string, id: string, pace: Pace, now = new Date()) {
    const { row, state } = await this.editable(userId, id);
    const request = { ...withDefaults(row.request), pace };
    const edits = new Map<number, DayEdit>();
    const locked = new Set<string>();
    for (const mark of state.locked) {
      const [day, key] = [Number(mark.split('|')[0]), mark.slice(mark.indexOf('|') + 1)];
      const edit = edits.get(day) ?? { pins: [], frozen: false, avoid: [] };
      edit.pins.push(key);
      edits.set(day, edit);
      locked.add(mark);
    }
    const snapshot = await this.catalogue.load(planningWindow(request));
    const result = planTripWithState(request, snapshot, dayOf(now), KNOWLEDGE, edits, locked);
    // Locks whose activity did not survive the new days are dropped.
    result.state.locked = result.state.locked.filter((mark) => {
      const [day, key] = [Number(mark.split('|')[0]), mark.slice(mark.indexOf('|') + 1)];
      return result.plan.dailyPlan[day]?.activities.some((a) => a.key === key);
    });
    return this.update(userId, { ...row, request }, result);
  }

  /**
   * Refines a plan from the traveller's words: the language model picks among the planner's
   * own operations, and each is checked and applied as if the traveller had pressed its button.
   */
  async refine(userId: string, id: string, message: string, now = new Date()) {
    if (!this.llm.configured) throw conflict(NO_MODEL, 'NO_LANGUAGE_MODEL');
    let itinerary = await this.get(userId, id);
    const answer = await this.llm.chooseOperations(itinerary as unknown as TripPlan, message);
    if (!answer) throw badGateway(MODEL_UNSURE, 'MODEL_UNSURE');
    const changes: string[] = [];
    for (const operation of answer.operations) {
      try {
        switch (operation.op) {
          case 'regenerate_day':
            itinerary = await this.regenerateDay(userId, id, operation.day, now);
            changes.push(`Planned day ${operation.day} again`);
            break;
          case 'swap_activity': {
            const before = itinerary.dailyPlan[operation.day - 1]?.activities.find(
              (a) => a.key === operation.key,
            );
            const after = before?.alternatives.find((a) => a.key === operation.alternative);
            itinerary = await this.swap(
              userId,
              id,
              operation.day,
              operation.key,
              operation.alternative,
              now,
            );
            changes.push(
              `Day ${operation.day}: ${after?.activity ?? operation.alternative} instead of ${before?.activity ?? operation.key}`,
            );
            break;
          }
          case 'lock_activity':
            itinerary = await this.lock(userId, id, operation.day, operation.key, operation.locked);
            changes.push(
              `${operation.locked ? 'Locked' : 'Unlocked'} ${operation.key} on day ${operation.day}`,
            );
            break;
          case 'change_pace':
            itinerary = await this.changePace(userId, id, operation.pace, now);
            changes.push(`Changed the pace to ${operation.pace}`);
            break;
        }
      } catch (error) {
        // An operation the plan does not allow (a made-up key or day) is skipped.
        if (!(error instanceof DomainException)) throw error;
      }
    }
    if (changes.length === 0) throw unprocessable(MODEL_UNSURE, 'MODEL_UNSURE');
    return { itinerary, changes, reply: answer.reply };
  }

  get canRefine(): boolean {
    return this.llm.configured;
  }

  private async applyReplan(
    userId: string,
    row: ItineraryRow,
    state: PlanState,
    edits: Map<number, DayEdit>,
    now: Date,
  ): Promise<ItineraryDto> {
    return this.update(userId, row, await this.replanned(row, state, edits, now));
  }

  private async replanned(
    row: ItineraryRow,
    state: PlanState,
    edits: Map<number, DayEdit>,
    now: Date,
  ): Promise<PlanResult> {
    const request = withDefaults(row.request);
    const snapshot = await this.catalogue.load(planningWindow(request));
    return replan(request, snapshot, dayOf(now), state, edits);
  }

  private dayIndex(row: ItineraryRow, day: number): number {
    if (!Number.isInteger(day) || day < 1 || day > row.plan.dailyPlan.length) {
      throw validationFailed([{ field: 'day', message: NO_SUCH_DAY }]);
    }
    return day - 1;
  }

  private async editable(userId: string, id: string, now = new Date()) {
    const row = await this.withState(userId, await this.row(userId, id), now);
    return { row, state: row.state };
  }

  /** An editable plan, the index of its `day` and the line `key` on it (of a category, if given). */
  private async editableItem(
    userId: string,
    id: string,
    day: number,
    key: string,
    category?: string,
  ) {
    const { row, state } = await this.editable(userId, id);
    const index = this.dayIndex(row, day);
    const line = row.plan.dailyPlan[index].activities.find(
      (a) => a.key === key && (category === undefined || a.category === category),
    );
    if (!line) throw validationFailed([{ field: 'key', message: NO_SUCH_ITEM }]);
    return { row, state, index, line };
  }

  /**
   * A plan saved before plans could be edited has no state and no line keys: it is planned
   * again from its own request (dates, budget, interests; one adult at a balanced pace) with the
   * catalogue as it is now, and stored that way, so it opens and edits like any other
   * (docs/decisions/plans-saved-before-editing.md).
   */
  private async withState(
    userId: string,
    row: ItineraryRow,
    now: Date,
  ): Promise<ItineraryRow & { state: PlanState }> {
    if (row.state) return row as ItineraryRow & { state: PlanState };
    const request = withDefaults(row.request);
    const snapshot = await this.catalogue.load(planningWindow(request));
    const result = planTripWithState(request, snapshot, dayOf(now));
    await this.update(userId, row, result);
    const { request: planned, ...plan } = result.plan;
    return { ...row, request: planned, plan, state: result.state };
  }

  private async row(userId: string, id: string): Promise<ItineraryRow> {
    const row = await this.itineraries.findOwned(userId, id);
    if (!row) throw notFound('Itinerary');
    return row;
  }

  private async update(
    userId: string,
    row: ItineraryRow,
    { plan: { request, ...plan }, state }: { plan: TripPlan; state: PlanState },
  ): Promise<ItineraryDto> {
    // Edits keep the wording source of the first plan only if nothing was re-planned.
    await this.itineraries.update(userId, row.id, {
      request: JSON.stringify(request),
      plan: JSON.stringify(plan),
      state: JSON.stringify(state),
      totalCents: Math.round(plan.totalEstimatedCost * 100),
    });
    return toDto({ ...row, request, plan, state });
  }

  private async save(
    userId: string,
    { plan: { request, ...plan }, state }: { plan: TripPlan; state: PlanState },
  ): Promise<ItineraryDto> {
    const row = await this.itineraries.insert(userId, {
      request: JSON.stringify(request),
      plan: JSON.stringify(plan),
      state: JSON.stringify(state),
      totalCents: Math.round(plan.totalEstimatedCost * 100),
    });
    // Only the newest plans are kept: the list shows no more, and the table must not grow
    // without bound.
    await this.itineraries.pruneOldest(userId, MAX_LISTED_ITINERARIES);
    return toDto({ ...row, request, plan, state, share_token: null });
  }
}
