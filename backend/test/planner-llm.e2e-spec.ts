import { signUp } from './support/accounts.js';
import { startFakeLlm, type FakeLlm, type FakeLlmRequest } from './support/fake-llm.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What the fake model does by default: the same facts, a warmer first sentence. */
function reword(request: FakeLlmRequest) {
  const sent = JSON.parse(request.body.messages!.find((m) => m.role === 'user')!.content) as {
    overview: string;
    tips: string[];
  };
  return {
    content: JSON.stringify({
      overview: `Welcome! ${sent.overview}`,
      tips: sent.tips.map((tip) => tip.replace(/^This plan/, 'Your plan')),
    }),
  };
}

describe('AI trip planner with a language model configured', () => {
  let t: TestApp;
  let fake: FakeLlm;
  let cookie: string;
  const body = { budget: '1000-2000', duration: '4-7-days', interests: ['beaches', 'culture'] };

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await startTestApp({
      EXPIRY_SWEEP_SECONDS: '0',
      PLANNER_LLM_BASE_URL: fake.url,
      PLANNER_LLM_MODEL: 'salone-polish',
      PLANNER_LLM_API_KEY: 'test-key',
      PLANNER_LLM_TIMEOUT_MS: '300',
    });
    ({ cookie } = await signUp(t));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('uses the model’s wording for the overview and tips, and saves it', async () => {
    fake.answer = reword;
    const res = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send(body)
      .expect(201);
    expect(res.body.source).toBe('engine+llm');
    expect(res.body.overview).toMatch(/^Welcome! A \d+-day trip for beaches and culture/);
    expect(res.body.tips[0]).toMatch(/^Your plan comes to \$/);
    expect(fake.requests.at(-1)!.body.model).toBe('salone-polish');
    const saved = await t.http
      .get(`/api/ai/itineraries/${res.body.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(saved.body).toEqual(res.body);
  });

  it('answers with the planner’s own text when the model does not answer in time', async () => {
    fake.answer = (request) => ({ ...reword(request), delayMs: 3000 });
    const started = Date.now();
    const res = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send(body)
      .expect(201);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body.source).toBe('engine');
    expect(res.body.overview).toMatch(/^A \d+-day trip for beaches and culture/);
  });

  it('answers with the planner’s own text when the model invents a place', async () => {
    fake.answer = (request) => {
      const answer = JSON.parse(reword(request).content);
      answer.tips.push('Finish with a boat trip to Turtle Islands.');
      return { content: JSON.stringify(answer) };
    };
    const res = await t.http
      .post('/api/ai/trip-planner')
      .set('Cookie', cookie)
      .send(body)
      .expect(201);
    expect(res.body.source).toBe('engine');
    expect(res.body.tips.join(' ')).not.toMatch(/Turtle/);
  });
});
