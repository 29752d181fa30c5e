/**
 * A bare HTTP client over node:http: sends exactly the bytes and headers it is given (no JSON
 * encoding, no path normalisation, no redirects), so malformed requests reach the server as
 * written.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query as they go on the request line. */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export class RawClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly port: number,
    private readonly timeoutMs = 15_000,
    /** Told of every answer (the error codes the fuzzer meets are checked against the contract). */
    private readonly onAnswer?: (sent: RawRequest, answer: RawResponse) => void,
  ) {}

  send(raw: RawRequest): Promise<RawResponse> {
    const body = raw.body === undefined ? undefined : Buffer.from(raw.body);
    const headers: Record<string, string | string[]> = { ...raw.headers };
    if (body && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['Content-Length'] = String(body.length);
    }
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: raw.method,
          path: raw.path,
          headers,
          agent: this.agent,
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const answer = {
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            };
            this.onAnswer?.(raw, answer);
            resolve(answer);
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`No answer within ${this.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
