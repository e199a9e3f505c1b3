// The server's background chores (the sign-in purge, inquiry retention, backups) share
// one way to repeat: a timer that alone never keeps a stopping process alive, one run at a
// time, and a stop that waits for the run in flight.

export interface Schedule {
  stop(): Promise<void>;
}

export interface Repeat {
  /** Also run once at once, not only after the first interval. */
  atStart: boolean;
  /** A run that comes due while one is in flight: waits for it, or is skipped. */
  whileRunning: "wait" | "skip";
}

/** Runs `task` every `intervalMs`. `task` must not reject: it reports its own failures. */
export function repeatEvery(intervalMs: number, task: () => Promise<unknown>, repeat: Repeat): Schedule {
  let running: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const run = () => {
    if (pending > 0 && repeat.whileRunning === "skip") return;
    pending += 1;
    running = running.then(task).finally(() => {
      pending -= 1;
    });
  };
  if (repeat.atStart) run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
