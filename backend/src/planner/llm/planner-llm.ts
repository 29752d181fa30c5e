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
 * The optional language-model polish (RULINGS 10: the planner works without it). When an
 * OpenAI-compatible endpoint is configured, it is asked to reword the overview and tips; the
 * answer is used only if it arrives in time, parses, and invents nothing (accept-rewrite.ts).
 * Any failure leaves the engine's text, with `source: 'engine'`.
 */
@Injectable()
export class PlannerLlm {
  private readonly logger = new Logger('PlannerLlm');

  constructor(
    @Inject(plannerConfig.KEY) private readonly config: ConfigType<typeof plannerConfig>,
  ) {}

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
      const response = await fetch(`${llm.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: llm.model,
          temperature: 0.3,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            {
              role: 'user',
              content: JSON.stringify({ overview: plan.overview, tips: plan.tips, places: names }),
            },
          ],
        }),
        signal: AbortSignal.timeout(llm.timeoutMs),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = (await response.json()) as {
        choices?: { message?: { content?: unknown } }[];
      };
      const content = body.choices?.[0]?.message?.content;
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
