/**
 * A stand-in for an OpenAI-compatible chat-completions endpoint on 127.0.0.1: records every
 * request and answers with whatever the test sets (a rewrite, garbage, an error, or silence).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLlmRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
  };
}

export type FakeLlmAnswer =
  /** The message content to answer with, inside a normal completion body. */
  | { content: string; delayMs?: number }
  /** A raw HTTP answer. */
  | { status: number; body: string; delayMs?: number };

export interface FakeLlm {
  /** The base URL to configure (`<url>/chat/completions` is what gets called). */
  url: string;
  requests: FakeLlmRequest[];
  answer: (request: FakeLlmRequest) => FakeLlmAnswer;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    url: '',
    requests: [],
    answer: () => ({ status: 500, body: 'not configured' }),
    close: async () => undefined,
  };
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: FakeLlmRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Recorded as empty: the test sees it.
      }
      const recorded = { path: request.url ?? '', headers: request.headers, body };
      fake.requests.push(recorded);
      const answer = fake.answer(recorded);
      const send = () => {
        if (response.destroyed) return;
        if ('content' in answer) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: answer.content },
                  finish_reason: 'stop',
                },
              ],
            }),
          );
        } else {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(answer.body);
        }
      };
      if (answer.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, answer.delayMs);
        timers.add(timer);
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    timers.forEach(clearTimeout);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}
