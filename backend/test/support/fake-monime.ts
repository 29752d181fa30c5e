/**
 * A stand-in for Monime's payment-codes API (version caph.2025-08-23) on 127.0.0.1: records
 * every request, checks the headers and body Monime requires, answers as Monime does, and
 * can be told to fail, answer garbage, answer late, hang or be down altogether.
 */
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CodeStatus = 'pending' | 'processing' | 'expired' | 'cancelled' | 'completed';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** What Monime would have refused about this request; empty when it is well-formed. */
  problems: string[];
}

export interface FakeCode {
  id: string;
  status: CodeStatus;
  ussdCode: string;
  body: Record<string, unknown>;
  idempotencyKey: string;
}

/**
 * How requests are answered:
 * - ok: as Monime does;
 * - fail: 503 with Monime's error body; error500: 500 with Monime's error body (nothing done);
 * - garbage: 200 with an HTML body;
 * - wrong-shape: does the work (a code is created), then answers 200 with JSON that is not a
 *   Monime envelope;
 * - slow: does the work, then answers `slowMs` later (beyond the client's timeout by default);
 * - hang: never answers;
 * - down: nothing listens on the port (connection refused); set it with `setMode`.
 */
export type FakeMode =
  'ok' | 'fail' | 'error500' | 'garbage' | 'wrong-shape' | 'slow' | 'hang' | 'down';

export interface FakeMonime {
  url: string;
  requests: RecordedRequest[];
  codes: Map<string, FakeCode>;
  /** How the next requests are answered (default 'ok'). Use `setMode` for 'down'. */
  mode: FakeMode;
  /** Switches the mode; 'down' stops listening on the port, leaving it starts listening again. */
  setMode(mode: FakeMode): Promise<void>;
  /** How late 'slow' answers (default 12 s, beyond the client's 10 s timeout). */
  slowMs: number;
  /** Codes created for a booking (from the metadata Monime echoes back). */
  codesOf(bookingId: string): FakeCode[];
  /** Statuses GET answers for a code, one per call, before falling back to its own. */
  queueStatuses(id: string, ...statuses: CodeStatus[]): void;
  close(): Promise<void>;
}

export const FAKE_TOKEN = 'mon_test_x';
export const FAKE_SPACE = 'spc-test';
export const MONIME_VERSION = 'caph.2025-08-23';

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

const failure = (response: ServerResponse, status: number, code: string, message: string) =>
  json(response, status, { success: false, messages: [], error: { code, reason: code, message } });

function checkHeaders(request: IncomingMessage, problems: string[]): void {
  if (request.headers.authorization !== `Bearer ${FAKE_TOKEN}`) problems.push('authorization');
  if (request.headers['monime-space-id'] !== FAKE_SPACE) problems.push('monime-space-id');
  if (request.headers['monime-version'] !== MONIME_VERSION) problems.push('monime-version');
}

function checkCreateBody(body: Record<string, unknown> | null, problems: string[]): void {
  if (!body) {
    problems.push('body is not a JSON object');
    return;
  }
  const name = body.name;
  if (typeof name !== 'string' || name.length < 3 || name.length > 64) problems.push('name');
  if (body.mode !== 'one_time') problems.push('mode');
  const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
  if (amount?.currency !== 'SLE') problems.push('amount.currency');
  if (!Number.isInteger(amount?.value) || (amount?.value as number) <= 0) {
    problems.push('amount.value');
  }
  if (typeof body.duration !== 'string' || !/^\d+m$/.test(body.duration)) {
    problems.push('duration');
  }
  const customer = body.customer as { name?: unknown } | undefined;
  if (typeof customer?.name !== 'string' || customer.name.length === 0) {
    problems.push('customer.name');
  }
  if (typeof body.reference !== 'string' || body.reference.length > 64) problems.push('reference');
  if (JSON.stringify(body.authorizedProviders) !== JSON.stringify(['m17', 'm18'])) {
    problems.push('authorizedProviders');
  }
  if (typeof body.authorizedPhoneNumber !== 'string') problems.push('authorizedPhoneNumber');
}

const codeResult = (code: FakeCode, status: CodeStatus) => ({
  id: code.id,
  mode: 'one_time',
  status,
  name: code.body.name,
  amount: code.body.amount,
  reference: code.body.reference,
  ussdCode: code.ussdCode,
  expireTime: new Date(
    Date.now() + Number(String(code.body.duration).replace('m', '')) * 60_000,
  ).toISOString(),
  metadata: code.body.metadata,
});

export async function startFakeMonime(): Promise<FakeMonime> {
  const requests: RecordedRequest[] = [];
  const codes = new Map<string, FakeCode>();
  const queued = new Map<string, CodeStatus[]>();
  const hanging = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  let port = 0;

  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      hanging.clear();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });

  const fake: FakeMonime = {
    url: '',
    requests,
    codes,
    mode: 'ok',
    slowMs: 12_000,
    setMode: async (mode) => {
      if (mode === 'down' && server.listening) await stopListening();
      if (mode !== 'down' && !server.listening) await listen();
      fake.mode = mode;
    },
    codesOf: (bookingId) =>
      [...codes.values()].filter(
        (code) =>
          (code.body.metadata as { bookingId?: string } | undefined)?.bookingId === bookingId,
      ),
    queueStatuses: (id, ...statuses) => queued.set(id, [...(queued.get(id) ?? []), ...statuses]),
    close: stopListening,
  };

  /** Sends Monime's answer, or a distortion of it, as the mode says. */
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    if (fake.mode === 'wrong-shape' && status < 300) {
      return json(response, 200, { ok: true, data: [{ paymentCode: body }] });
    }
    if (fake.mode === 'slow') {
      hanging.add(response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        hanging.delete(response);
        if (!response.destroyed) json(response, status, body);
      }, fake.slowMs);
      timers.add(timer);
      return;
    }
    json(response, status, body);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const path = request.url ?? '/';
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path,
        headers: request.headers,
        body,
        problems: [],
      };
      requests.push(recorded);
      checkHeaders(request, recorded.problems);

      if (fake.mode === 'down') {
        // Set without setMode: the closest thing, a connection closed without an answer.
        request.socket.destroy();
        return;
      }
      if (fake.mode === 'hang') {
        hanging.add(response);
        return;
      }
      if (fake.mode === 'fail') {
        return failure(response, 503, 'service_unavailable', 'Temporarily unavailable');
      }
      if (fake.mode === 'error500') {
        return failure(response, 500, 'internal_error', 'Something went wrong');
      }
      if (fake.mode === 'garbage') {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        return response.end('<html>Bad gateway</html>');
      }
      if (recorded.problems.length > 0) {
        return failure(response, 401, 'unauthorized', recorded.problems.join(', '));
      }

      if (request.method === 'POST' && path === '/v1/payment-codes') {
        const key = request.headers['idempotency-key'];
        if (typeof key !== 'string' || key.length === 0 || key.length > 64) {
          recorded.problems.push('idempotency-key');
        }
        if (!String(request.headers['content-type']).startsWith('application/json')) {
          recorded.problems.push('content-type');
        }
        const object =
          typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
        checkCreateBody(object, recorded.problems);
        if (recorded.problems.length > 0) {
          return failure(response, 400, 'validation_error', recorded.problems.join(', '));
        }
        const existing = [...codes.values()].find((code) => code.idempotencyKey === key);
        if (existing) {
          if (JSON.stringify(existing.body) !== JSON.stringify(object)) {
            return failure(response, 409, 'idempotency_conflict', 'Key reused with another body');
          }
          return answer(response, 200, {
            success: true,
            messages: [],
            result: codeResult(existing, existing.status),
          });
        }
        const id = `pmc-${Math.random().toString(36).slice(2, 14)}`;
        const code: FakeCode = {
          id,
          status: 'pending',
          ussdCode: `*715*1*${Array.from({ length: 10 }, () => randomInt(10)).join('')}#`,
          body: object!,
          idempotencyKey: key as string,
        };
        codes.set(id, code);
        return answer(response, 201, {
          success: true,
          messages: [],
          result: codeResult(code, 'pending'),
        });
      }

      const match = /^\/v1\/payment-codes\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const code = codes.get(decodeURIComponent(match[1]));
        if (!code) return failure(response, 404, 'not_found', 'Payment code not found');
        const status = queued.get(code.id)?.shift() ?? code.status;
        return answer(response, 200, {
          success: true,
          messages: [],
          result: codeResult(code, status),
        });
      }
      return failure(response, 404, 'not_found', `No route ${request.method} ${path}`);
    });
  });

  await listen();
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}
