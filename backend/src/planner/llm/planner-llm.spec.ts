import { Logger } from '@nestjs/common';
import { startFakeLlm, type FakeLlm } from '../../../test/support/fake-llm.js';
import { sampleCatalogue } from '../../../test/support/planner-catalogue.js';
import { parseDay } from '../engine/calendar.js';
import { planTrip } from '../engine/plan-trip.js';
import type { TripPlan } from '../engine/types.js';
import { KNOWLEDGE } from '../knowledge/index.js';
import { parseRewrite, rewriteProblem } from './accept-rewrite.js';
import { PlannerLlm } from './planner-llm.js';

const TODAY = parseDay('2026-11-25')!;
const plan: TripPlan = planTrip(
  {
    budget: '500-1000',
    duration: '4-7-days',
    interests: ['beaches', 'food'],
    startDate: null,
    endDate: null,
    party: { adults: 1, childrenAges: [] },
    pace: 'balanced',
  },
  sampleCatalogue(TODAY),
  TODAY,
);
const days = plan.dailyPlan.length;
const total = `$${plan.totalEstimatedCost.toLocaleString('en-US')}`;

/** A faithful rewording: same facts, friendlier words. */
const goodRewrite = {
  overview: `Here is your ${days}-day escape for beaches and food: start in Freetown, then unwind on the Peninsula beaches. The estimated total is ${total} for one traveller.`,
  tips: [...plan.tips].reverse(),
};

describe('rewriteProblem', () => {
  it('accepts a rewording that keeps to the plan’s places and numbers', () => {
    expect(rewriteProblem(plan, goodRewrite, KNOWLEDGE)).toBeNull();
  });

  it.each([
    [
      'a place the plan does not visit',
      'Finish with a sunset cruise to Sherbro Island.',
      /names Sherbro/,
    ],
    ['a known place at the start of a sentence', 'Tiwai Island is worth a detour.', /names Tiwai/],
    ['a price the plan does not have', 'Dinner costs only $99 a night.', /mentions 99/],
    ['a number written in words', 'You will see eleven waterfalls.', /mentions eleven/],
    ['a hyphenated number', 'Take a twenty-five-minute boat ride.', /mentions twenty/],
    ['a known place in lower case', 'then cross to tiwai for the monkeys.', /names tiwai/],
    ['a link', 'Book at https://example.com today.', /link/],
  ])('refuses %s', (_case, sentence, reason) => {
    const rewrite = { ...goodRewrite, overview: `${goodRewrite.overview} ${sentence}` };
    expect(rewriteProblem(plan, rewrite, KNOWLEDGE)).toMatch(reason);
  });
});

describe('rewriteProblem and numbers in words', () => {
  it('reads sixteen to nineteen and the tens up to ninety', () => {
    const inPlan = new Set(JSON.stringify(plan).match(/\d+/g));
    const words: Record<string, number> = {
      sixteen: 16,
      seventeen: 17,
      eighteen: 18,
      nineteen: 19,
      sixty: 60,
      seventy: 70,
      eighty: 80,
      ninety: 90,
    };
    const absent = Object.entries(words).filter(([, value]) => !inPlan.has(String(value)));
    expect(absent.length).toBeGreaterThan(0);
    for (const [word] of absent) {
      const rewrite = {
        ...goodRewrite,
        overview: `${goodRewrite.overview} Lunch is ${word} a day.`,
      };
      expect(rewriteProblem(plan, rewrite, KNOWLEDGE)).toMatch(new RegExp(`mentions ${word}`));
    }
  });
});

describe('parseRewrite', () => {
  it('reads the JSON asked for, also inside a code fence', () => {
    const json = JSON.stringify(goodRewrite);
    expect(parseRewrite(json)).toEqual(goodRewrite);
    expect(parseRewrite(`\`\`\`json\n${json}\n\`\`\``)).toEqual(goodRewrite);
  });

  it.each([
    ['prose', 'Sure! Here is a nicer overview for you.'],
    ['no tips', JSON.stringify({ overview: 'Fine.' })],
    ['tips that are not text', JSON.stringify({ overview: 'Fine.', tips: [1, 2] })],
    ['an empty overview', JSON.stringify({ overview: ' ', tips: ['x'] })],
  ])('refuses %s', (_case, content) => {
    expect(parseRewrite(content)).toBeNull();
  });
});

describe('PlannerLlm against an OpenAI-compatible endpoint', () => {
  let fake: FakeLlm;
  let warnings: string[];

  beforeAll(async () => {
    fake = await startFakeLlm();
  });
  afterAll(() => fake.close());
  // The adapter's warnings are collected instead of printed.
  const originalWarn = Logger.prototype.warn;
  beforeEach(() => {
    fake.requests.length = 0;
    warnings = [];
    Logger.prototype.warn = function (message: unknown) {
      warnings.push(String(message));
    };
  });
  afterEach(() => {
    Logger.prototype.warn = originalWarn;
  });

  const llm = (timeoutMs = 1000) =>
    new PlannerLlm({
      llm: { baseUrl: fake.url, model: 'salone-test', apiKey: 'test-key', timeoutMs },
    });

  it('uses a faithful rewording and says so', async () => {
    fake.answer = () => ({ content: JSON.stringify(goodRewrite) });
    const polished = await llm().polish(plan);
    expect(polished).toEqual({ ...plan, ...goodRewrite, source: 'engine+llm' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('salone-test');
    const sent = JSON.parse(request.body.messages!.find((m) => m.role === 'user')!.content);
    expect(sent).toMatchObject({ overview: plan.overview, tips: plan.tips });
    expect(warnings).toEqual([]);
  });

  it('keeps the planner’s text when the endpoint is too slow', async () => {
    fake.answer = () => ({ content: JSON.stringify(goodRewrite), delayMs: 2000 });
    const started = Date.now();
    const polished = await llm(150).polish(plan);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(polished).toBe(plan);
    expect(warnings.join()).toMatch(/no answer within 150 ms/);
  });

  it('keeps the planner’s text when the answer is garbage or an error', async () => {
    fake.answer = () => ({ content: 'Here you go: a lovely trip!' });
    expect(await llm().polish(plan)).toBe(plan);
    fake.answer = () => ({ status: 200, body: '<html>' });
    expect(await llm().polish(plan)).toBe(plan);
    fake.answer = () => ({ status: 503, body: '{"error":"overloaded"}' });
    expect(await llm().polish(plan)).toBe(plan);
    expect(warnings).toHaveLength(3);
  });

  it('refuses a rewording that invents a place', async () => {
    fake.answer = () => ({
      content: JSON.stringify({
        ...goodRewrite,
        overview: `${goodRewrite.overview} End with a night at the Sherbro Island Eco Lodge.`,
      }),
    });
    expect(await llm().polish(plan)).toBe(plan);
    expect(warnings.join()).toMatch(/rewrite refused: it names Sherbro/);
  });

  it('leaves an over-budget plan in the planner’s own words', async () => {
    const tight = planTrip(
      {
        budget: 'under-500',
        duration: '3-plus-weeks',
        interests: ['beaches'],
        startDate: null,
        endDate: null,
        party: { adults: 1, childrenAges: [] },
        pace: 'balanced',
      },
      sampleCatalogue(TODAY),
      TODAY,
    );
    expect(tight.withinBudget).toBe(false);
    fake.answer = () => ({
      content: JSON.stringify({ overview: 'Fits your budget easily.', tips: ['Enjoy.'] }),
    });
    expect(await llm().polish(tight)).toBe(tight);
    expect(fake.requests).toHaveLength(0);
  });

  it('is not called at all when no endpoint is configured', async () => {
    fake.answer = () => ({ content: JSON.stringify(goodRewrite) });
    expect(await new PlannerLlm({ llm: null }).polish(plan)).toBe(plan);
    expect(fake.requests).toHaveLength(0);
  });
});
