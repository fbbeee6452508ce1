export interface JobRunnerLog {
  error(error: unknown, message: string): void;
}

/**
 * Runs one pass of scheduled work on a timer and on demand. Passes never overlap: a pass asked for while
 * another runs starts when that one has finished, and the timer counts its interval from the end of the
 * previous pass. stop() clears the timer and waits for the pass under way.
 */
export class JobRunner<T> {
  private tail: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<T>,
    private readonly log: JobRunnerLog,
  ) {}

  runNow(): Promise<T> {
    const run = this.tail.then(() => this.pass());
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** runs a pass every intervalMs; 0 or less leaves the timer off */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.stopped || this.timer) return;
    const schedule = () => {
      this.timer = setTimeout(() => {
        this.runNow()
          .catch((error: unknown) => this.log.error(error, 'scheduled jobs failed'))
          .finally(() => {
            this.timer = undefined;
            if (!this.stopped) schedule();
          });
      }, intervalMs);
      // the server's socket keeps the process alive; the timer alone must not
      this.timer.unref();
    };
    schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.tail;
  }
}
