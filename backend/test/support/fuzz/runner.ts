/** Sends fuzz cases, checks every answer and keeps the figures the summary prints. */
import { appendFileSync } from 'node:fs';
import { answerProblems } from './checks.js';
import type { RawClient, RawResponse } from './client.js';
import type { FuzzCase } from './generate.js';

export interface Session {
  name: string;
  /** The Cookie header of a signed-in user; none for a visitor. */
  cookie?: () => string;
  /** Called when an answer ended this session (logout): sign in again. */
  renew?: () => Promise<void>;
}

export interface Failure {
  operation: string;
  session: string;
  label: string;
  status: number;
  problems: string[];
  body: string;
}

/** Something the lead is fixing: a failure matching it is reported, not failed on. */
export interface KnownIssue {
  description: string;
  matches(failure: Failure): boolean;
}

export type AnswerListener = (fuzzCase: FuzzCase, session: Session, response: RawResponse) => void;

export class FuzzRunner {
  readonly failures: Failure[] = [];
  readonly known = new Map<KnownIssue, Failure[]>();
  readonly byStatus = new Map<number, number>();
  readonly byOperation = new Map<string, Map<number, number>>();
  readonly byCategory = new Map<string, number>();
  /** Milliseconds spent per kind of case. */
  readonly timeByCategory = new Map<string, number>();
  readonly timeByOperation = new Map<string, number>();
  /** Statuses an operation answered that its contract does not list (not a failure). */
  readonly undocumented = new Map<string, Set<number>>();
  /** What the valid request of each operation got, per session: `POST /api/x [visitor]`. */
  readonly baselines = new Map<string, number>();
  sent = 0;
  private readonly startedAt = Date.now();
  private readonly listeners: AnswerListener[] = [];

  constructor(
    private readonly client: RawClient,
    private readonly knownIssues: KnownIssue[] = [],
    /** A file to append one line per request to (FUZZ_TRACE), for debugging. */
    private readonly traceFile?: string,
  ) {}

  onAnswer(listener: AnswerListener): void {
    this.listeners.push(listener);
  }

  async run(fuzzCase: FuzzCase, session: Session): Promise<RawResponse | undefined> {
    const headers = { ...fuzzCase.headers };
    const cookie = session.cookie?.();
    if (cookie && !Object.keys(headers).some((name) => name.toLowerCase() === 'cookie')) {
      headers.Cookie = cookie;
    }
    this.sent += 1;
    const { op } = fuzzCase;
    this.byCategory.set(fuzzCase.category, (this.byCategory.get(fuzzCase.category) ?? 0) + 1);
    let response: RawResponse;
    const started = Date.now();
    try {
      response = await this.client.send({
        method: fuzzCase.method ?? op.method,
        path: fuzzCase.path,
        headers,
        body: fuzzCase.body,
      });
    } catch (error) {
      this.count(op.key, 0);
      this.fail(fuzzCase, session, 0, [`no answer: ${(error as Error).message}`], '');
      return undefined;
    }
    this.timeByCategory.set(
      fuzzCase.category,
      (this.timeByCategory.get(fuzzCase.category) ?? 0) + Date.now() - started,
    );
    this.timeByOperation.set(
      op.key,
      (this.timeByOperation.get(op.key) ?? 0) + Date.now() - started,
    );
    this.count(op.key, response.status);
    if (fuzzCase.category === 'baseline') {
      this.baselines.set(`${op.key} [${session.name}]`, response.status);
    }
    if (this.traceFile) {
      appendFileSync(
        this.traceFile,
        `${response.status} ${op.key} [${session.name}] ${fuzzCase.label.slice(0, 100)} | ${response.body.toString('utf8').slice(0, 200)}\n`,
      );
    }
    if (fuzzCase.method === undefined && !op.responses.has(response.status)) {
      const set = this.undocumented.get(op.key) ?? new Set<number>();
      set.add(response.status);
      this.undocumented.set(op.key, set);
    }
    const problems = answerProblems(op, response, fuzzCase.mustFail, fuzzCase.method === undefined);
    if (problems.length > 0) {
      this.fail(fuzzCase, session, response.status, problems, response.body.toString('utf8'));
    }
    for (const listener of this.listeners) listener(fuzzCase, session, response);
    if (session.renew && endsSession(response)) await session.renew();
    return response;
  }

  private count(operation: string, status: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    const statuses = this.byOperation.get(operation) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.byOperation.set(operation, statuses);
  }

  private fail(
    fuzzCase: FuzzCase,
    session: Session,
    status: number,
    problems: string[],
    body: string,
  ): void {
    const failure: Failure = {
      operation: fuzzCase.op.key,
      session: session.name,
      label: fuzzCase.label,
      status,
      problems,
      body: body.slice(0, 300),
    };
    const issue = this.knownIssues.find((known) => known.matches(failure));
    if (issue) this.known.set(issue, [...(this.known.get(issue) ?? []), failure]);
    else this.failures.push(failure);
  }

  get serverErrors(): number {
    return [...this.byStatus].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
  }

  summary(title: string): string {
    const seconds = (Date.now() - this.startedAt) / 1000;
    const lines: string[] = [];
    const statusText = [...this.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status === 0 ? 'no answer' : status}: ${count}`)
      .join('  ');
    lines.push(`${title}`);
    lines.push(
      `${this.sent} requests in ${seconds.toFixed(1)} s (${Math.round(this.sent / seconds)}/s)`,
    );
    lines.push(`by status    ${statusText}`);
    lines.push(
      `5xx answers  ${this.serverErrors}    429 (rate limited)  ${this.byStatus.get(429) ?? 0}`,
    );
    lines.push(
      `by kind      ${[...this.byCategory]
        .sort(([, a], [, b]) => b - a)
        .map(
          ([category, count]) =>
            `${category} ${count} (${((this.timeByCategory.get(category) ?? 0) / 1000).toFixed(1)} s)`,
        )
        .join(', ')}`,
    );
    lines.push('by operation');
    const width = Math.max(...[...this.byOperation.keys()].map((key) => key.length));
    for (const [operation, statuses] of [...this.byOperation].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const detail = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}x${count}`)
        .join(' ');
      const time = `${((this.timeByOperation.get(operation) ?? 0) / 1000).toFixed(1)} s`;
      lines.push(
        `  ${operation.padEnd(width)}  ${String(total).padStart(4)}  ${time.padStart(6)}  ${detail}`,
      );
    }
    if (this.undocumented.size > 0) {
      lines.push('statuses the contract does not list for an operation (not failures)');
      const byStatus = new Map<number, string[]>();
      for (const [operation, statuses] of this.undocumented) {
        for (const status of statuses)
          byStatus.set(status, [...(byStatus.get(status) ?? []), operation]);
      }
      for (const [status, operations] of [...byStatus].sort(([a], [b]) => a - b)) {
        const which =
          operations.length === this.byOperation.size
            ? 'every operation'
            : operations.length > 6
              ? `${operations.length} operations`
              : operations.sort().join(', ');
        lines.push(`  ${status}: ${which}`);
      }
    }
    for (const [issue, failures] of this.known) {
      lines.push(`known issue (${failures.length} answers): ${issue.description}`);
    }
    lines.push(`failures     ${this.failures.length}`);
    for (const failure of this.failures.slice(0, 40)) lines.push(`  ${describeFailure(failure)}`);
    return lines.join('\n');
  }
}

export const describeFailure = (failure: Failure): string =>
  `${failure.operation} [${failure.session}] ${failure.label.slice(0, 120)} -> ${failure.status}: ${failure.problems.join('; ')}${failure.body ? ` | ${failure.body.slice(0, 160)}` : ''}`;

/** True when the answer clears the session cookie (sign-out). */
function endsSession(response: RawResponse): boolean {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.some(
    (cookie) =>
      /^salone_session=;/.test(cookie) ||
      (/^salone_session=/.test(cookie) && /Expires=Thu, 01 Jan 1970/i.test(cookie)),
  );
}
