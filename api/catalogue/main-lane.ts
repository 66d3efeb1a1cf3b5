// Lists this thread builds itself when the catalogue readers are backed up (list-reads.ts). A build on a
// synchronous database blocks the event loop for its few milliseconds, and an await on such a database
// never yields to it, so builds queued in one turn would run back to back and stall every other request.
// Here they run one per turn of the event loop: the sockets are served between two builds.
// docs/decisions/022-interactive-early-and-cheap-lists.md, "Long tail, fourth round".

type Job = () => void;

export class MainLane {
  private readonly jobs: Job[] = [];
  private running = false;
  private scheduled = false;

  /** Builds waiting or running on this thread. */
  get pending() {
    return this.jobs.length + (this.running ? 1 : 0);
  }

  /** `build`'s result, built in a later turn of the event loop after the builds asked for before it. */
  run<T>(build: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = (then: () => void) => {
        this.running = false;
        this.schedule();
        then();
      };
      this.jobs.push(() => {
        this.running = true;
        // The next build waits for this one to settle, and for the next turn.
        Promise.resolve().then(build).then((value) => settle(() => resolve(value)), (err: unknown) => settle(() => reject(err)));
      });
      this.schedule();
    });
  }

  private schedule() {
    if (this.running || this.scheduled || this.jobs.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.jobs.shift()!();
    });
  }
}
