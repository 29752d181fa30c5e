import type { Logger } from '@nestjs/common';

/**
 * Work done on a timer in the background (sweeps, reminders, digests): every `seconds`, one
 * run at a time (a tick while a run is still going is skipped), a failure logged and left to
 * the next tick. The timer does not keep the process alive; `stop` waits for the run in hand.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  /** `failure` is the log line of a failed run, e.g. 'Reminder sweep failed'. */
  constructor(
    private readonly logger: Logger,
    private readonly failure: string,
    private readonly run: () => Promise<unknown>,
  ) {}

  /** Starts the timer; 0 or less leaves the job off. */
  start(seconds: number): void {
    if (seconds <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.run()
        .catch((error: unknown) => this.logger.error({ err: error }, this.failure))
        .finally(() => (this.running = undefined));
    }, seconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer and waits for the run in hand, if any. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
