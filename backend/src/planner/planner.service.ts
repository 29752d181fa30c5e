import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  badGateway,
  conflict,
  DomainException,
  notFound,
  unprocessable,
  validationFailed,
} from '../common/errors/domain.exception.js';
import { money, VARIANTS, type DayEdit, type HotelChoice } from './engine/build.js';
import { dayOf } from './engine/calendar.js';
import { planTripWithState, replan, type PlanResult, type PlanState } from './engine/plan-trip.js';
import { planningWindow, tripDatesProblem } from './engine/request.js';
import {
  boatPlaceKeys,
  countInterest,
  isBoatLine,
  lineInterests,
  sightsOf,
} from './engine/refine-facts.js';
import { readRefinement, REFINE_HELP, type RefineRequest } from './engine/refine-words.js';
import type { PlannedDay, TripPlan, TripRequest } from './engine/types.js';
import type { ItineraryDto, ItinerarySummaryDto } from './dto/itinerary.dto.js';
import type { TripPlanRequestDto } from './dto/trip-plan-request.dto.js';
import type { StoredPlan } from './entities/itinerary.entity.js';
import { ItinerariesRepository, type ItineraryRow } from './itineraries.repository.js';
import { KNOWLEDGE } from './knowledge/index.js';
import { PlannerLlm } from './llm/planner-llm.js';
import { PlannerCatalogue } from './planner-catalogue.js';
import {
  DEFAULT_PACE,
  DEFAULT_PARTY,
  INTEREST_LABELS,
  INTERESTS,
  type Interest,
  type Pace,
} from '@salone/booking-rules';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Plans kept (and listed) per traveller, newest first. */
export const MAX_LISTED_ITINERARIES = 100;
const SUMMARY_LENGTH = 160;

export const NO_SUCH_DAY = 'That day is not in this plan';
export const NO_SUCH_ITEM = 'That activity is not on this day of the plan';
export const NOT_AN_ALTERNATIVE = 'That is not one of the alternatives offered for this activity';
export const MODEL_UNSURE =
  'Sorry, we could not turn that into a change to your plan. Try the buttons on each day, or put it another way.';
export const ALTERNATIVE_GONE = 'That alternative no longer fits this day. Please choose another.';

/** A day's kind as a sentence names it ("Day 1 is an arrival day"). */
const DAY_KIND_WORDS: Record<PlannedDay['kind'], string> = {
  arrival: 'arrival day',
  'arrival-departure': 'day of arrival and departure',
  explore: 'day of sightseeing',
  rest: 'rest day',
  transfer: 'travel day',
  excursion: 'day of an excursion',
  departure: 'departure day',
};

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
      practical: [],
    } as Pick<ItineraryDto, 'breakdown' | 'warnings' | 'practical'>),
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

  /** Deletes every trip plan of the user, in `manager`'s transaction ('Delete my account'). */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await this.itineraries.deleteAllOf(manager, userId);
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
    return this.update(userId, { ...row, request }, await this.planAgain(state, request, now));
  }

  /** The whole trip planned again for a changed request, every locked activity on its day. */
  private async planAgain(state: PlanState, request: TripRequest, now: Date): Promise<PlanResult> {
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
    return result;
  }

  /**
   * Refines a plan from the traveller's words. The common requests ("slower day 3", "more
   * beaches", "swap days 2 and 3", "add a rest day", "no boats", "cheaper hotels") are read
   * without a language model and applied through the plan's own edits; a configured model is
   * asked only about words that were not understood
   * (docs/decisions/refining-without-a-model.md).
   */
  async refine(userId: string, id: string, message: string, now = new Date()) {
    const { understood, unread } = readRefinement(message);
    if (understood.length === 0) {
      if (!this.llm.configured) throw unprocessable(REFINE_HELP, 'UNPROCESSABLE');
      return this.refineWithModel(userId, id, message, now);
    }
    let itinerary = await this.get(userId, id, now);
    const changes: string[] = [];
    const refused: string[] = [];
    for (const request of understood) {
      try {
        const done = await this.applyRequest(userId, id, itinerary, request, now);
        itinerary = done.itinerary;
        changes.push(done.change);
      } catch (error) {
        if (!(error instanceof DomainException)) throw error;
        refused.push(error.message);
      }
    }
    if (changes.length === 0) throw unprocessable(refused.join(' '), 'UNPROCESSABLE');
    const reply = [
      `${changes.join('. ')}.`,
      ...refused,
      ...(unread.length > 0 ? [`We did not understand “${unread.join('”, “')}”.`] : []),
    ].join(' ');
    return { itinerary, changes, reply };
  }

  /** One request read from the words, applied; a DomainException says why it could not be. */
  private async applyRequest(
    userId: string,
    id: string,
    itinerary: ItineraryDto,
    request: RefineRequest,
    now: Date,
  ): Promise<{ itinerary: ItineraryDto; change: string }> {
    const days = itinerary.dailyPlan as PlannedDay[];
    const dayAt = (day: number) => {
      if (!Number.isInteger(day) || day < 1 || day > days.length)
        throw unprocessable(
          `Day ${day} is not in this plan: it has ${days.length} days.`,
          'UNPROCESSABLE',
        );
      return days[day - 1];
    };
    switch (request.kind) {
      case 'lighter-day': {
        const day = dayAt(request.day);
        const sights = sightsOf(day).filter((line) => !line.key!.startsWith('excursion:'));
        const loose = sights.filter((line) => !line.locked);
        if (sights.length === 0)
          throw unprocessable(
            `Day ${request.day} has nothing planned to take out.`,
            'UNPROCESSABLE',
          );
        if (loose.length === 0)
          throw unprocessable(
            `Everything on day ${request.day} is locked: unlock something to take it out.`,
            'UNPROCESSABLE',
          );
        // The last unlocked thing of the day goes, so the afternoon is free.
        const dropped = loose[loose.length - 1];
        const result = await this.editDays(userId, id, now, (index, keys) =>
          index === request.day - 1
            ? { pins: keys.filter((key) => key !== dropped.key), frozen: true, avoid: [] }
            : null,
        );
        const left = sights.length - 1;
        return {
          itinerary: result,
          change:
            left === 0 && result.dailyPlan[request.day - 1].kind === 'rest'
              ? `Day ${request.day} is now a rest day, without ${dropped.activity}`
              : `Day ${request.day} is lighter: ${dropped.activity} is out`,
        };
      }
      case 'fuller-day': {
        const day = dayAt(request.day);
        const before = sightsOf(day).length;
        const result = await this.editDays(
          userId,
          id,
          now,
          (index, keys) =>
            index === request.day - 1 ? { pins: keys, frozen: false, avoid: [] } : null,
          (next) => sightsOf(next.dailyPlan[request.day - 1] as PlannedDay).length > before,
          `Day ${request.day} is as full as the pace allows: choose the packed pace for fuller days.`,
        );
        const added = sightsOf(result.dailyPlan[request.day - 1] as PlannedDay)
          .filter((line) => !sightsOf(day).some((old) => old.key === line.key))
          .map((line) => line.activity);
        return {
          itinerary: result,
          change: `Day ${request.day} is fuller: ${added.join(', ')} added`,
        };
      }
      case 'pace': {
        const order: Pace[] = ['relaxed', 'balanced', 'packed'];
        const at = order.indexOf(itinerary.request.pace);
        const next = order[at + (request.direction === 'slower' ? -1 : 1)];
        if (!next)
          throw unprocessable(
            `The plan is already at the ${itinerary.request.pace} pace.`,
            'UNPROCESSABLE',
          );
        return {
          itinerary: await this.changePace(userId, id, next, now),
          change: `Changed the pace to ${next}`,
        };
      }
      case 'more':
        return this.moreOf(userId, id, itinerary, request.interest, now);
      case 'swap-days': {
        const [a, b] = request.days;
        const [first, second] = [dayAt(a), dayAt(b)];
        if (a === b) throw unprocessable(`Those are the same day.`, 'UNPROCESSABLE');
        const movable = (day: PlannedDay) => day.kind === 'explore' || day.kind === 'rest';
        for (const [n, day] of [
          [a, first],
          [b, second],
        ] as const) {
          if (!movable(day))
            throw unprocessable(
              `Day ${n} is a ${DAY_KIND_WORDS[day.kind]}, so it keeps its place in the route.`,
              'UNPROCESSABLE',
            );
        }
        if (first.region !== second.region)
          throw unprocessable(
            `Days ${a} and ${b} are in different places, so they cannot swap; the route stays.`,
            'UNPROCESSABLE',
          );
        const keysA = keysOf(itinerary as unknown as StoredPlan, a - 1);
        const keysB = keysOf(itinerary as unknown as StoredPlan, b - 1);
        const result = await this.editDays(
          userId,
          id,
          now,
          (index) =>
            index === a - 1
              ? { pins: keysB, frozen: true, avoid: [] }
              : index === b - 1
                ? { pins: keysA, frozen: true, avoid: [] }
                : null,
          (next) => {
            const on = (n: number) =>
              new Set(sightsOf(next.dailyPlan[n - 1] as PlannedDay).map((l) => l.key));
            return keysB.every((key) => on(a).has(key)) && keysA.every((key) => on(b).has(key));
          },
          `Days ${a} and ${b} cannot swap: something on them is only open or on on its own date.`,
          (mark) => {
            const [day, key] = [Number(mark.split('|')[0]), mark.slice(mark.indexOf('|') + 1)];
            if (day === a - 1) return `${b - 1}|${key}`;
            if (day === b - 1) return `${a - 1}|${key}`;
            return mark;
          },
        );
        return { itinerary: result, change: `Swapped days ${a} and ${b}` };
      }
      case 'rest-day': {
        const candidates = days.filter(
          (day) =>
            day.kind === 'explore' &&
            sightsOf(day).length > 0 &&
            sightsOf(day).every((line) => !line.locked && !line.key!.startsWith('event:')),
        );
        let chosen: PlannedDay | undefined;
        if (request.day !== null) {
          chosen = dayAt(request.day);
          if (chosen.kind === 'rest')
            throw unprocessable(`Day ${request.day} is already a rest day.`, 'UNPROCESSABLE');
          if (chosen.kind !== 'explore')
            throw unprocessable(
              `Day ${request.day} is a ${DAY_KIND_WORDS[chosen.kind]}, so it cannot be a rest day.`,
              'UNPROCESSABLE',
            );
        } else {
          // The busiest day of sightseeing (the later one of equals) becomes the rest day.
          chosen = [...candidates].sort(
            (x, y) => sightsOf(y).length - sightsOf(x).length || y.day - x.day,
          )[0];
          if (!chosen)
            throw unprocessable(
              'This plan has no day of sightseeing free to become a rest day (arrival, travel and locked days stay).',
              'UNPROCESSABLE',
            );
        }
        const index = chosen.day - 1;
        const result = await this.editDays(
          userId,
          id,
          now,
          (d) => (d === index ? { pins: [], frozen: true, avoid: [] } : null),
          undefined,
          undefined,
          (mark) => (Number(mark.split('|')[0]) === index ? null : mark),
        );
        return { itinerary: result, change: `Day ${chosen.day} is now a rest day` };
      }
      case 'no-boats': {
        const boats = new Set<string>();
        days.forEach((day) => {
          for (const line of sightsOf(day)) if (isBoatLine(line)) boats.add(line.key!);
        });
        if (boats.size === 0)
          throw unprocessable('There are no boat trips in this plan.', 'UNPROCESSABLE');
        const avoid = [...new Set([...boats, ...boatPlaceKeys()])];
        const hasBoat = (day: PlannedDay) => sightsOf(day).some((line) => isBoatLine(line));
        const result = await this.editDays(
          userId,
          id,
          now,
          (index, keys) =>
            hasBoat(days[index])
              ? { pins: keys.filter((key) => !boats.has(key)), frozen: false, avoid }
              : null,
          (next) => !next.dailyPlan.some((day) => hasBoat(day as PlannedDay)),
          'The boat trips of this plan are part of its route (an island stay) and cannot be left out here.',
          (mark) => (boats.has(mark.slice(mark.indexOf('|') + 1)) ? null : mark),
        );
        const names = days.flatMap((day) =>
          sightsOf(day)
            .filter((line) => boats.has(line.key!))
            .map((line) => line.activity),
        );
        return { itinerary: result, change: `No boats: ${names.join(', ')} replaced` };
      }
      case 'cheaper-hotels':
        return this.cheaperHotels(userId, id, itinerary, now);
    }
  }

  /** More of an interest: swaps for it where the plan offers one, else the interest is added. */
  private async moreOf(
    userId: string,
    id: string,
    itinerary: ItineraryDto,
    interest: Interest,
    now: Date,
  ): Promise<{ itinerary: ItineraryDto; change: string }> {
    const label = INTEREST_LABELS[interest].toLowerCase();
    const before = countInterest(itinerary.dailyPlan as PlannedDay[], interest);
    const swapped: string[] = [];
    let current = itinerary;
    // Up to two swaps, on days that have none of it yet.
    for (let index = 0; index < current.dailyPlan.length && swapped.length < 2; index++) {
      const day = current.dailyPlan[index] as PlannedDay;
      const sights = sightsOf(day);
      if (sights.some((line) => lineInterests(line).includes(interest))) continue;
      for (const line of sights) {
        if (line.locked) continue;
        const option = line.alternatives.find((alt) => lineInterests(alt).includes(interest));
        if (!option) continue;
        try {
          current = await this.swap(userId, id, index + 1, line.key!, option.key, now);
          swapped.push(`day ${index + 1}: ${option.activity} instead of ${line.activity}`);
          break;
        } catch (error) {
          if (!(error instanceof DomainException)) throw error;
        }
      }
    }
    if (swapped.length > 0)
      return { itinerary: current, change: `More ${label}: ${swapped.join('; ')}` };
    if (itinerary.request.interests.includes(interest))
      throw unprocessable(
        `There is nothing more for ${label} on this plan's route and dates.`,
        'UNPROCESSABLE',
      );
    // Not one of the plan's interests yet: the trip is planned again with it, locks kept.
    const { row, state } = await this.editable(userId, id);
    const request = {
      ...withDefaults(row.request),
      interests: INTERESTS.filter((i) => [...row.request.interests, interest].includes(i)),
    };
    const result = await this.planAgain(state, request, now);
    if (countInterest(result.plan.dailyPlan, interest) <= before)
      throw unprocessable(
        `There is nothing more for ${label} on this plan's route and dates.`,
        'UNPROCESSABLE',
      );
    return {
      itinerary: await this.update(userId, { ...row, request }, result),
      change: `Added ${label} to the interests and planned the trip again`,
    };
  }

  /** Cheaper hotels: the upgrades bought with spare budget go first, then a cheaper choice. */
  private async cheaperHotels(
    userId: string,
    id: string,
    itinerary: ItineraryDto,
    now: Date,
  ): Promise<{ itinerary: ItineraryDto; change: string }> {
    const { row, state } = await this.editable(userId, id);
    const level = VARIANTS[state.variantIndex]?.hotels ?? 'cheapest';
    const current = state.hotels ?? level;
    const cheaper: Record<HotelChoice, HotelChoice> = {
      best: 'value',
      value: 'cheapest',
      fits: 'cheapest',
      cheapest: 'cheapest',
    };
    const next: PlanState =
      state.upgrades.length > 0
        ? { ...state, upgrades: [] }
        : { ...state, hotels: cheaper[current] };
    const edits = new Map<number, DayEdit>();
    row.plan.dailyPlan.forEach((_, d) =>
      edits.set(d, { pins: keysOf(row.plan, d), frozen: true, avoid: [] }),
    );
    const result = await this.replanned(row, next, edits, now);
    const saved = itinerary.breakdown.lodging - result.plan.breakdown.lodging;
    if (saved <= 0)
      throw unprocessable(
        'These are already the cheapest rooms our hotels have for this plan’s places and dates.',
        'UNPROCESSABLE',
      );
    return {
      itinerary: await this.update(userId, row, result),
      change: `Cheaper hotels: ${money(Math.round(saved * 100))} less for the nights`,
    };
  }

  /**
   * Plans some days again and keeps the rest as they are: `edit` gives a day's edit, or null
   * to keep it. `check` refuses the result (nothing is saved) with `refusal`; `moveLock`
   * carries each lock to its new day (null drops it).
   */
  private async editDays(
    userId: string,
    id: string,
    now: Date,
    edit: (index: number, keys: string[]) => DayEdit | null,
    check?: (plan: TripPlan) => boolean,
    refusal = MODEL_UNSURE,
    moveLock: (mark: string) => string | null = (mark) => mark,
  ): Promise<ItineraryDto> {
    const { row, state } = await this.editable(userId, id);
    const edits = new Map<number, DayEdit>();
    row.plan.dailyPlan.forEach((_, d) => {
      const keys = keysOf(row.plan, d);
      edits.set(d, edit(d, keys) ?? { pins: keys, frozen: true, avoid: [] });
    });
    const locked = state.locked.flatMap((mark) => moveLock(mark) ?? []);
    const result = await this.replanned(row, { ...state, locked }, edits, now);
    if (check && !check(result.plan)) throw unprocessable(refusal, 'UNPROCESSABLE');
    return this.update(userId, row, result);
  }

  /** The language model's reading of words the planner did not understand by itself. */
  private async refineWithModel(userId: string, id: string, message: string, now: Date) {
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

  /** The refine box works for every plan: the common requests need no language model. */
  get canRefine(): boolean {
    return true;
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
