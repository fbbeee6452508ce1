import { JobRunner } from '../src/jobs/job-runner';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const silent = { error: jest.fn() };

describe('JobRunner', () => {
  it('never overlaps passes: a pass asked for during another starts after it', async () => {
    const events: string[] = [];
    const first = deferred();
    let count = 0;
    const runner = new JobRunner(async () => {
      const pass = ++count;
      events.push(`start ${pass}`);
      if (pass === 1) await first.promise;
      events.push(`end ${pass}`);
      return pass;
    }, silent);

    const one = runner.runNow();
    const two = runner.runNow();
    await sleep(20);
    expect(events).toEqual(['start 1']);
    first.resolve();
    expect(await Promise.all([one, two])).toEqual([1, 2]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('a failed pass rejects its caller only; the next pass runs', async () => {
    let count = 0;
    const runner = new JobRunner(async () => {
      count++;
      if (count === 1) throw new Error('boom');
      return count;
    }, silent);
    await expect(runner.runNow()).rejects.toThrow('boom');
    await expect(runner.runNow()).resolves.toBe(2);
  });

  it('runs on the timer, logs failures and keeps going, and stops for good on stop()', async () => {
    const log = { error: jest.fn() };
    let count = 0;
    const runner = new JobRunner(async () => {
      count++;
      if (count === 2) throw new Error('second pass failed');
      return count;
    }, log);
    runner.start(10);
    // bounded at 45 s, under the test's 60 s: on a loaded machine a 10 ms timer fires late, not never
    const deadline = Date.now() + 45_000;
    while (count < 4 && Date.now() < deadline) await sleep(5);
    expect(count).toBeGreaterThanOrEqual(4);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'second pass failed' }),
      'scheduled jobs failed',
    );

    await runner.stop();
    const stoppedAt = count;
    await sleep(60);
    expect(count).toBe(stoppedAt);
    runner.start(10);
    await sleep(40);
    expect(count).toBe(stoppedAt);
  });

  it('stop() waits for the pass under way', async () => {
    const slow = deferred();
    let finished = false;
    const runner = new JobRunner(async () => {
      await slow.promise;
      finished = true;
    }, silent);
    runner.start(1);
    await sleep(20);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    slow.resolve();
    await stopping;
    expect(finished).toBe(true);
  });

  it('leaves the timer off for an interval of 0', async () => {
    const pass = jest.fn(async () => 1);
    const runner = new JobRunner(pass, silent);
    runner.start(0);
    await sleep(30);
    expect(pass).not.toHaveBeenCalled();
    await runner.stop();
  });
});
