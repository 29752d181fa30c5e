/**
 * Stand-ins for the SMS providers' HTTP APIs on 127.0.0.1, speaking their real request and
 * answer formats: Africa's Talking's `POST /version1/messaging` and Twilio's
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`. Each records every request, checks
 * the authentication and the fields its provider requires (answering as the provider does
 * when they are wrong), and can be told how to answer the next requests.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form fields posted. */
  form: Record<string, string>;
}

interface Fake<Answer> {
  url: string;
  requests: SmsRequest[];
  /** Answers for the next requests, in order; then the normal answer. */
  answers: Answer[];
  close(): Promise<void>;
}

async function listen(
  handle: (req: SmsRequest, res: ServerResponse) => void,
  requests: SmsRequest[],
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const form: Record<string, string> = {};
      if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        for (const [key, value] of new URLSearchParams(raw)) form[key] = value;
      }
      const request = { method: req.method!, path: req.url!, headers: req.headers, form };
      requests.push(request);
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

// ---------------------------------------------------------------------------------------
// Africa's Talking

export const AT_USERNAME = 'salone';
export const AT_API_KEY = 'atsk_0123456789abcdef';

/**
 * How Africa's Talking answers one request: `ok` takes the message; `status` refuses the
 * recipient with one of their status codes (403 InvalidPhoneNumber, 405
 * InsufficientBalance, ...); `http` answers that HTTP status with their plain-text error.
 */
export type AfricasTalkingAnswer =
  | { kind: 'ok' }
  | { kind: 'status'; statusCode: number; status: string }
  | { kind: 'http'; status: number };

export type FakeAfricasTalking = Fake<AfricasTalkingAnswer> & {
  /** Message ids given, by recipient. */
  sent: { messageId: string; to: string; message: string; from?: string }[];
};

export async function startFakeAfricasTalking(): Promise<FakeAfricasTalking> {
  const requests: SmsRequest[] = [];
  const answers: AfricasTalkingAnswer[] = [];
  const sent: FakeAfricasTalking['sent'] = [];
  const { server, url } = await listen((req, res) => {
    if (req.method !== 'POST' || req.path !== '/version1/messaging') {
      res.writeHead(404).end('Not Found');
      return;
    }
    if (req.headers.apikey !== AT_API_KEY || req.form.username !== AT_USERNAME) {
      res
        .writeHead(401, { 'Content-Type': 'text/plain' })
        .end('The supplied authentication is invalid');
      return;
    }
    if (!req.form.to || !req.form.message) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Missing required parameter');
      return;
    }
    const answer = answers.shift() ?? { kind: 'ok' };
    if (answer.kind === 'http') {
      res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (answer.kind === 'status') {
      json(res, 201, {
        SMSMessageData: {
          Message: 'Sent to 0/1 Total Cost: 0',
          Recipients: [
            {
              statusCode: answer.statusCode,
              number: req.form.to,
              status: answer.status,
              cost: '0',
              messageId: 'None',
            },
          ],
        },
      });
      return;
    }
    const messageId = `ATXid_${randomBytes(12).toString('hex')}`;
    sent.push({ messageId, to: req.form.to, message: req.form.message, from: req.form.from });
    json(res, 201, {
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: SLE 0.4500',
        Recipients: [
          {
            statusCode: 101,
            number: req.form.to,
            status: 'Success',
            cost: 'SLE 0.4500',
            messageId,
          },
        ],
      },
    });
  }, requests);
  return { url, requests, answers, sent, close: closer(server) };
}

// ---------------------------------------------------------------------------------------
// Twilio

export const TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
export const TWILIO_TOKEN = 'twilio-auth-token-0123456789';
export const TWILIO_FROM = '+15005550006';

/**
 * How Twilio answers one request: `ok` queues the message; `error` answers that HTTP status
 * with Twilio's JSON error (`code` 21211: invalid 'To' number, 20429: too many requests, ...).
 */
export type TwilioAnswer =
  { kind: 'ok' } | { kind: 'error'; status: number; code: number; message: string };

export type FakeTwilio = Fake<TwilioAnswer> & {
  sent: { sid: string; to: string; body: string; statusCallback: string }[];
};

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: SmsRequest[] = [];
  const answers: TwilioAnswer[] = [];
  const sent: FakeTwilio['sent'] = [];
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    json(res, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });
  const { server, url } = await listen((req, res) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.path);
    if (req.method !== 'POST' || !match) {
      error(res, 404, 20404, 'The requested resource was not found');
      return;
    }
    const expected = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expected || match[1] !== TWILIO_SID) {
      error(res, 401, 20003, 'Authenticate');
      return;
    }
    if (!req.form.To || !req.form.From || !req.form.Body) {
      error(res, 400, 21604, "A 'To' phone number is required.");
      return;
    }
    const answer = answers.shift() ?? { kind: 'ok' };
    if (answer.kind === 'error') {
      error(res, answer.status, answer.code, answer.message);
      return;
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    sent.push({
      sid,
      to: req.form.To,
      body: req.form.Body,
      statusCallback: req.form.StatusCallback,
    });
    json(res, 201, {
      sid,
      account_sid: TWILIO_SID,
      to: req.form.To,
      from: req.form.From,
      body: req.form.Body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${TWILIO_SID}/Messages/${sid}.json`,
    });
  }, requests);
  return { url, requests, answers, sent, close: closer(server) };
}
