import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { plannerConfig } from '../../config/configuration.js';
import { KNOWLEDGE } from '../knowledge/index.js';
import type { TripPlan } from '../engine/types.js';
import { parseRewrite, rewriteProblem } from './accept-rewrite.js';

const INSTRUCTIONS = [
  'You polish the wording of trip plans for Salone, a travel marketplace for Sierra Leone.',
  'Rewrite only the overview and the tips you are given so they read warmly, clearly and briefly.',
  'Keep every fact: do not add or change any place, business, price, number, date or distance,',
  'and do not name anything that is not in the text or in the list of places you are given.',
  'Answer with JSON only, exactly {"overview": "...", "tips": ["...", "..."]}, with one tip for each tip given.',
].join(' ');

/**
 * The optional language-model polish (the planner works without it: docs/product.md, Screens). When an
 * OpenAI-compatible endpoint is configured, it is asked to reword the overview and tips; the
 * answer is used only if it arrives in time, parses, and invents nothing (accept-rewrite.ts).
 * Any failure leaves the engine's text, with `source: 'engine'`.
 */
/** An operation of the planner the model may ask for: nothing else can change a plan. */
export type PlanOperation =
  | { op: 'regenerate_day'; day: number }
  | { op: 'swap_activity'; day: number; key: string; alternative: string }
  | { op: 'lock_activity'; day: number; key: string; locked: boolean }
  | { op: 'change_pace'; pace: 'relaxed' | 'balanced' | 'packed' };

const REFINE_INSTRUCTIONS = [
  'You help a traveller adjust a trip plan for Sierra Leone made by the Salone planner.',
  'You cannot write the plan yourself: you may only choose operations of the planner.',
  'Operations: {"op":"regenerate_day","day":N} plans day N again (its locked activities stay);',
  '{"op":"swap_activity","day":N,"key":K,"alternative":A} replaces activity K of day N with one of its listed alternatives A;',
  '{"op":"lock_activity","day":N,"key":K,"locked":true} keeps activity K of day N when days are regenerated;',
  '{"op":"change_pace","pace":"relaxed"|"balanced"|"packed"} plans the whole trip again at that pace.',
  'Use only days, keys and alternatives that appear in the plan you are given; never invent places or prices.',
  'Answer with JSON only: {"operations":[...],"reply":"one short sentence for the traveller"}. At most 5 operations.',
].join(' ');

const MAX_OPERATIONS = 5;

/** The operations in a model's answer that have the right shape (the service checks the rest). */
export function parseOperations(
  content: string,
): { operations: PlanOperation[]; reply: string } | null {
  let body: unknown;
  try {
    body = JSON.parse(content);
  } catch {
    return null;
  }
  if (
    !body ||
    typeof body !== 'object' ||
    !Array.isArray((body as { operations?: unknown }).operations)
  )
    return null;
  const { operations, reply } = body as { operations: unknown[]; reply?: unknown };
  const valid: PlanOperation[] = [];
  for (const raw of operations.slice(0, MAX_OPERATIONS)) {
    if (!raw || typeof raw !== 'object') continue;
    const o = raw as Record<string, unknown>;
    const day = typeof o.day === 'number' && Number.isInteger(o.day) ? o.day : null;
    const key = typeof o.key === 'string' ? o.key : null;
    if (o.op === 'regenerate_day' && day !== null) valid.push({ op: o.op, day });
    else if (o.op === 'swap_activity' && day !== null && key && typeof o.alternative === 'string')
      valid.push({ op: o.op, day, key, alternative: o.alternative });
    else if (o.op === 'lock_activity' && day !== null && key && typeof o.locked === 'boolean')
      valid.push({ op: o.op, day, key, locked: o.locked });
    else if (
      o.op === 'change_pace' &&
      (o.pace === 'relaxed' || o.pace === 'balanced' || o.pace === 'packed')
    )
      valid.push({ op: o.op, pace: o.pace });
  }
  return { operations: valid, reply: typeof reply === 'string' ? reply.slice(0, 300) : '' };
}

type LlmSettings = NonNullable<ConfigType<typeof plannerConfig>['llm']>;

/**
 * One chat completion asking for a JSON object (an OpenAI-compatible `/chat/completions`):
 * the content of the model's answer (a string when it answered). Throws on a failed request or a
 * timeout.
 */
async function chat(
  llm: LlmSettings,
  ask: { temperature: number; instructions: string; input: unknown; timeoutMs: number },
): Promise<unknown> {
  const response = await fetch(`${llm.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: llm.model,
      temperature: ask.temperature,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: ask.instructions },
        { role: 'user', content: JSON.stringify(ask.input) },
      ],
    }),
    signal: AbortSignal.timeout(ask.timeoutMs),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  return body.choices?.[0]?.message?.content;
}

@Injectable()
export class PlannerLlm {
  private readonly logger = new Logger('PlannerLlm');

  constructor(
    @Inject(plannerConfig.KEY) private readonly config: ConfigType<typeof plannerConfig>,
  ) {}

  /** A language model is configured: plans can be refined in words. */
  get configured(): boolean {
    return !!this.config.llm;
  }

  /**
   * Asks the model which of the planner's operations a traveller's words call for. The plan is
   * sent as its days, activity keys and alternatives; the answer is only a list of operations.
   * Null when no model is configured or it gives no usable answer.
   */
  async chooseOperations(
    plan: TripPlan,
    message: string,
  ): Promise<{ operations: PlanOperation[]; reply: string } | null> {
    const llm = this.config.llm;
    if (!llm) return null;
    const days = plan.dailyPlan.map((day) => ({
      day: day.day,
      title: day.title,
      kind: day.kind,
      activities: day.activities
        .filter((a) => a.key && a.category === 'activity')
        .map((a) => ({
          key: a.key,
          name: a.activity,
          time: a.time,
          locked: a.locked,
          alternatives: a.alternatives.map((alt) => ({ key: alt.key, name: alt.activity })),
        })),
    }));
    try {
      const content = await chat(llm, {
        temperature: 0,
        instructions: REFINE_INSTRUCTIONS,
        input: { pace: plan.request.pace, days, request: message },
        timeoutMs: llm.timeoutMs * 2,
      });
      const parsed = typeof content === 'string' ? parseOperations(content) : null;
      if (!parsed) throw new Error('did not answer the JSON asked for');
      return parsed;
    } catch (error) {
      const { message: reason } = (error ?? {}) as { message?: string };
      this.logger.warn(`Language model could not refine the plan (${reason ?? String(error)})`);
      return null;
    }
  }

  async polish(plan: TripPlan): Promise<TripPlan> {
    const llm = this.config.llm;
    // An over-budget plan keeps the engine's words: they say plainly by how much it is over,
    // and a rewording could soften or drop that.
    if (!llm || !plan.withinBudget) return plan;
    const names = [
      ...plan.recommendations.hotels.map((hotel) => hotel.name),
      ...plan.recommendations.activities.map((activity) => activity.name),
    ];
    try {
      const content = await chat(llm, {
        temperature: 0.3,
        instructions: INSTRUCTIONS,
        input: { overview: plan.overview, tips: plan.tips, places: names },
        timeoutMs: llm.timeoutMs,
      });
      const rewrite = typeof content === 'string' ? parseRewrite(content) : null;
      if (!rewrite) throw new Error('did not answer the JSON asked for');
      const problem = rewriteProblem(plan, rewrite, KNOWLEDGE);
      if (problem) throw new Error(`rewrite refused: ${problem}`);
      return { ...plan, overview: rewrite.overview, tips: rewrite.tips, source: 'engine+llm' };
    } catch (error) {
      // fetch rejects with a DOMException, which is not an Error in every realm.
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      const reason =
        name === 'TimeoutError'
          ? `no answer within ${llm.timeoutMs} ms`
          : (message ?? String(error));
      this.logger.warn(`Language model not used (${reason}); keeping the planner's own text`);
      return plan;
    }
  }
}
