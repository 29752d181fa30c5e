import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PeriodicJob } from './periodic-job.js';

/** A logger that keeps what it is told to log as an error. */
function keepingLogger() {
  const errors: unknown[] = [];
  const logger = new Logger('test');
  logger.error = (message: unknown, context?: unknown) => void errors.push([message, context]);
  return { logger, errors };
}

/** Lets the promises settled by now run their callbacks. */
const settle = () =>
  new Promise<void>((resolve) =>
    jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve),
  );

describe('a periodic job', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never runs when its period is 0', async () => {
    const { logger } = keepingLogger();
    let runs = 0;
    const job = new PeriodicJob(logger, 'failed', async () => void (runs += 1));
    job.start(0);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(runs).toBe(0);
    await job.stop();
  });

  it('runs once a period, one run at a time: a tick during a run is skipped', async () => {
    const { logger } = keepingLogger();
    let runs = 0;
    let finish: () => void = () => undefined;
    const job = new PeriodicJob(logger, 'failed', () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    job.start(10);
    jest.advanceTimersByTime(9_999);
    expect(runs).toBe(0);
    jest.advanceTimersByTime(1);
    expect(runs).toBe(1);
    // Still running at the next two ticks: no second run beside it.
    jest.advanceTimersByTime(20_000);
    expect(runs).toBe(1);
    finish();
    await settle();
    jest.advanceTimersByTime(10_000);
    expect(runs).toBe(2);
    finish();
    await job.stop();
  });

  it('logs a failed run with its line and tries again at the next tick', async () => {
    const { logger, errors } = keepingLogger();
    let runs = 0;
    const job = new PeriodicJob(logger, 'Reminder sweep failed', async () => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
    });
    job.start(5);
    jest.advanceTimersByTime(5_000);
    await settle();
    expect(errors).toHaveLength(1);
    expect((errors[0] as unknown[])[1]).toBe('Reminder sweep failed');
    jest.advanceTimersByTime(5_000);
    await settle();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await job.stop();
  });

  it('stops its timer and waits for the run in hand', async () => {
    const { logger } = keepingLogger();
    let runs = 0;
    let done = false;
    let finish: () => void = () => undefined;
    const job = new PeriodicJob(logger, 'failed', () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve)).then(() => void (done = true));
    });
    job.start(1);
    jest.advanceTimersByTime(1_000);
    const stopped = job.stop();
    finish();
    await stopped;
    expect(done).toBe(true);
    jest.advanceTimersByTime(10_000);
    expect(runs).toBe(1);
  });
});
