/**
 * The Africa's Talking and Twilio adapters of the SMS port (issue 30, part 3), each against a
 * local HTTP fake of its provider's API: what is sent and how it authenticates, a provider
 * error and the retry after it, a permanent refusal, and the delivery reports each provider
 * posts back (Twilio's signed with X-Twilio-Signature).
 */
import { createHmac } from 'node:crypto';
import { SmsOutbox } from '../src/notifications/sms/sms-outbox.js';
import {
  AT_API_KEY,
  AT_USERNAME,
  startFakeAfricasTalking,
  startFakeTwilio,
  TWILIO_FROM,
  TWILIO_SID,
  TWILIO_TOKEN,
  type FakeAfricasTalking,
  type FakeTwilio,
} from './support/fake-sms-providers.js';
import { waitFor } from './support/processes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OUTBOX = { EXPIRY_SWEEP_SECONDS: '0', OUTBOX_POLL_MS: '100', OUTBOX_RETRY_SECONDS: '0.1' };

let counter = 0;
/** A text no other test sends. */
const uniqueText = (what: string) => `Salone: ${what} ${process.pid}-${(counter += 1)}`;

/** The delivery of the SMS with that text, once it is no longer pending. */
async function settled(t: TestApp, text: string): Promise<Json> {
  return waitFor(`the SMS "${text}" to be settled`, async () => {
    const [row] = await t.dataSource.query(
      `SELECT d.id, d.status, d.attempts, d.last_error, d.response_status,
              d.provider_message_id, d.provider_status, d.provider_status_at
         FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
        WHERE d.channel = 'sms' AND e.payload->>'text' = $1`,
      [text],
    );
    return row && row.status !== 'pending' ? row : undefined;
  });
}

const deliveryById = async (t: TestApp, id: string): Promise<Json> =>
  (
    await t.dataSource.query(
      `SELECT provider_message_id, provider_status, provider_status_at FROM outbox_deliveries
        WHERE id = $1`,
      [id],
    )
  )[0];

describe("SMS through Africa's Talking", () => {
  let t: TestApp;
  let fake: FakeAfricasTalking;

  beforeAll(async () => {
    fake = await startFakeAfricasTalking();
    t = await startTestApp({
      ...OUTBOX,
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_API_URL: fake.url,
      AFRICASTALKING_USERNAME: AT_USERNAME,
      AFRICASTALKING_API_KEY: AT_API_KEY,
      AFRICASTALKING_FROM: 'SALONE',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const queue = (text: string, to = '076 123 456') =>
    t.app.get(SmsOutbox).queue({ to, text, kind: 'booking_confirmed' });

  it('posts the form with the API key and records the message id', async () => {
    const text = uniqueText('booking confirmed');
    await queue(text);
    const delivery = await settled(t, text);
    const request = fake.requests.find((r) => r.form.message === text)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/version1/messaging');
    expect(request.headers.apikey).toBe(AT_API_KEY);
    expect(request.headers.accept).toBe('application/json');
    expect(request.form).toEqual({
      username: AT_USERNAME,
      to: '+23276123456',
      message: text,
      from: 'SALONE',
    });
    const given = fake.sent.find((s) => s.message === text)!;
    expect(delivery).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: given.messageId,
      provider_status: 'Success',
      provider_status_at: null,
    });
  });

  it('tries again after a server error or a refusal that may pass, and then sends', async () => {
    const text = uniqueText('server error');
    fake.answers.push(
      { kind: 'http', status: 500 },
      { kind: 'status', statusCode: 405, status: 'InsufficientBalance' },
    );
    await queue(text);
    const delivery = await settled(t, text);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(fake.requests.filter((r) => r.form.message === text)).toHaveLength(3);
    expect(delivery.provider_message_id).toBe(fake.sent.find((s) => s.message === text)!.messageId);
  });

  it('gives up at once on a number the provider calls invalid', async () => {
    const text = uniqueText('invalid number');
    fake.answers.push({ kind: 'status', statusCode: 403, status: 'InvalidPhoneNumber' });
    await queue(text);
    const delivery = await settled(t, text);
    expect(delivery).toMatchObject({ status: 'dead', attempts: 1, provider_message_id: null });
    expect(delivery.last_error).toBe(
      "Africa's Talking refused the message: InvalidPhoneNumber (403)",
    );
  });

  it('treats a wrong API key (their 401) as a failure to retry, not a refusal of the message', async () => {
    // The real adapter, pointed at the fake with a wrong key, as a misconfiguration would be.
    const { AfricasTalkingSmsProvider } =
      await import('../src/notifications/sms/africastalking.provider.js');
    const wrong = new AfricasTalkingSmsProvider({
      apiUrl: fake.url,
      username: AT_USERNAME,
      apiKey: 'atsk_wrong',
    });
    const text = uniqueText('wrong key');
    await expect(
      wrong.send({ to: '+23276123456', text, kind: 'sign_in_code', reference: 'wrong-key' }),
    ).rejects.toMatchObject({
      permanent: false,
      status: 401,
      message: "Africa's Talking answered 401: The supplied authentication is invalid",
    });
    expect(fake.sent.find((s) => s.message === text)).toBeUndefined();
  });

  it('records delivery reports, and answers one for an unknown message the same way', async () => {
    const text = uniqueText('report');
    await queue(text);
    const delivery = await settled(t, text);
    const report = (form: Record<string, string>) =>
      t.http.post('/api/sms/reports/africastalking').type('form').send(form);

    // A report naming another number changes nothing.
    expect(
      (
        await report({
          id: delivery.provider_message_id,
          status: 'Failed',
          phoneNumber: '+23277000000',
        }).expect(200)
      ).body,
    ).toEqual({ received: true });
    expect((await deliveryById(t, delivery.id)).provider_status).toBe('Success');
    expect((await deliveryById(t, delivery.id)).provider_status_at).toBeNull();

    await report({
      id: delivery.provider_message_id,
      status: 'Success',
      phoneNumber: '+23276123456',
      networkCode: '61901',
      retryCount: '0',
    }).expect(200);
    const reported = await deliveryById(t, delivery.id);
    expect(reported.provider_status).toBe('Success');
    expect(reported.provider_status_at).not.toBeNull();
    // A late report of an earlier state does not replace the final one.
    await report({ id: delivery.provider_message_id, status: 'Sent' }).expect(200);
    expect((await deliveryById(t, delivery.id)).provider_status).toBe('Success');

    const unknown = await report({ id: 'ATXid_unknown', status: 'Failed' }).expect(200);
    expect(unknown.body).toEqual({ received: true });
    const missing = await report({ status: 'Success' }).expect(400);
    expect(missing.body.message).toBe('id is required');
  });

  it("does not take Twilio's reports", async () => {
    await t.http
      .post('/api/sms/reports/twilio')
      .type('form')
      .send({ MessageSid: 'SM1', MessageStatus: 'delivered' })
      .expect(404);
  });
});

describe('SMS through Twilio', () => {
  let t: TestApp;
  let fake: FakeTwilio;
  const publicUrl = 'https://salone.example';

  beforeAll(async () => {
    fake = await startFakeTwilio();
    t = await startTestApp({
      ...OUTBOX,
      PUBLIC_URL: publicUrl,
      SMS_PROVIDER: 'twilio',
      TWILIO_API_URL: fake.url,
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const queue = (text: string, to = '+232 76 123 456') =>
    t.app.get(SmsOutbox).queue({ to, text, kind: 'booking_received' });

  /** Twilio's signature, as its documentation gives the recipe (written out here). */
  const sign = (url: string, params: Record<string, string>) =>
    createHmac('sha1', TWILIO_TOKEN)
      .update(
        url +
          Object.keys(params)
            .sort()
            .map((key) => `${key}${params[key]}`)
            .join(''),
      )
      .digest('base64');

  /** Posts a status callback the way Twilio does, to the URL the message named. */
  const callback = (
    statusCallback: string,
    params: Record<string, string>,
    signature = sign(statusCallback, params),
  ) => {
    const path = statusCallback.slice(publicUrl.length);
    const req = t.http.post(path).type('form');
    if (signature) req.set('X-Twilio-Signature', signature);
    return req.send(params);
  };

  it('posts the message with Basic auth and a status callback, and records the sid', async () => {
    const text = uniqueText('booking received');
    await queue(text);
    const delivery = await settled(t, text);
    const request = fake.requests.find((r) => r.form.Body === text)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`,
    );
    expect(request.form).toEqual({
      To: '+23276123456',
      From: TWILIO_FROM,
      Body: text,
      StatusCallback: `${publicUrl}/api/sms/reports/twilio?delivery=${delivery.id}`,
    });
    expect(delivery).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: fake.sent.find((s) => s.body === text)!.sid,
      provider_status: 'queued',
    });
  });

  it('tries again after 429 and 503, and gives up at once on an invalid number', async () => {
    const retried = uniqueText('retried');
    fake.answers.push(
      { kind: 'error', status: 429, code: 20429, message: 'Too Many Requests' },
      { kind: 'error', status: 503, code: 20503, message: 'Service unavailable' },
    );
    await queue(retried);
    expect(await settled(t, retried)).toMatchObject({ status: 'sent', attempts: 3 });

    const refused = uniqueText('refused');
    fake.answers.push({
      kind: 'error',
      status: 400,
      code: 21211,
      message: "The 'To' number +23276123456 is not a valid phone number.",
    });
    await queue(refused);
    const dead = await settled(t, refused);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1, response_status: 400 });
    expect(dead.last_error).toBe(
      "Twilio answered 400: The 'To' number +23276123456 is not a valid phone number. (21211)",
    );
  });

  it('records signed status callbacks and refuses unsigned or mis-signed ones', async () => {
    const text = uniqueText('callback');
    await queue(text);
    const delivery = await settled(t, text);
    const { sid, statusCallback } = fake.sent.find((s) => s.body === text)!;
    const params = {
      AccountSid: TWILIO_SID,
      MessageSid: sid,
      SmsSid: sid,
      MessageStatus: 'delivered',
      SmsStatus: 'delivered',
      To: '+23276123456',
      From: TWILIO_FROM,
      ApiVersion: '2010-04-01',
    };

    const unsigned = await callback(statusCallback, params, '').expect(401);
    expect(unsigned.body).toMatchObject({
      code: 'INVALID_SIGNATURE',
      message: 'Invalid Twilio signature',
    });
    // Signed for other fields (a status changed on the way): refused.
    await callback(
      statusCallback,
      params,
      sign(statusCallback, { ...params, MessageStatus: 'sent' }),
    ).expect(401);
    expect((await deliveryById(t, delivery.id)).provider_status).toBe('queued');

    expect((await callback(statusCallback, params).expect(200)).body).toEqual({ received: true });
    const reported = await deliveryById(t, delivery.id);
    expect(reported.provider_status).toBe('delivered');
    expect(reported.provider_status_at).not.toBeNull();
    // A late "sent" does not replace "delivered".
    await callback(statusCallback, { ...params, MessageStatus: 'sent', SmsStatus: 'sent' }).expect(
      200,
    );
    expect((await deliveryById(t, delivery.id)).provider_status).toBe('delivered');

    // An unknown message, signed: answered the same way, nothing changes.
    const unknownUrl = `${publicUrl}/api/sms/reports/twilio`;
    const unknown = { ...params, MessageSid: 'SMunknown', SmsSid: 'SMunknown' };
    expect((await callback(unknownUrl, unknown).expect(200)).body).toEqual({ received: true });
    const missing = { AccountSid: TWILIO_SID, MessageStatus: 'failed' };
    expect((await callback(unknownUrl, missing).expect(400)).body.message).toBe(
      'MessageSid is required',
    );
  });

  it("does not take Africa's Talking's reports", async () => {
    await t.http
      .post('/api/sms/reports/africastalking')
      .type('form')
      .send({ id: 'ATXid_1', status: 'Success' })
      .expect(404);
  });
});
