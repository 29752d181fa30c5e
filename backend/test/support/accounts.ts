import type { TestApp } from './test-app.js';

let counter = 0;

/** Registers and signs in a new traveller; returns the Cookie header value and the user. */
export async function signUp(t: TestApp): Promise<{ cookie: string; email: string; id: string }> {
  counter += 1;
  const email = `traveller.${process.pid}.${Date.now()}.${counter}@example.com`;
  const password = 'river-no-2';
  await t.http
    .post('/api/auth/register')
    .send({ firstName: 'Fatu', lastName: 'Conteh', email, password })
    .expect(201);
  const res = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((value) => value.startsWith('salone_session='))!
    .split(';')[0];
  return { cookie, email, id: res.body.id };
}

/** YYYY-MM-DD, `days` days from today (UTC). */
export const daysFromNow = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
