interface Waiting<V> {
  resolve(value: V | undefined): void;
  reject(err: unknown): void;
}

/**
 * Loads values by key, the keys asked for in one turn of the event loop together: the requests whose bytes arrived
 * in the same round of I/O each ask for their key, and one query (flushed by setImmediate, right after that round)
 * answers them all. Nothing is kept afterwards: every load reads the database after it was asked for, it only
 * shares the round trip. Under load that divides the per-query cost (a socket write and read, a pool checkout,
 * the backend's executor start) by the batch size; an idle server flushes a batch of one at once.
 */
export class BatchLoader<V> {
  private queue = new Map<string, Waiting<V>[]>();
  private scheduled = false;

  constructor(
    /** Reads the values of these keys (distinct); a key without a value is absent from the map. */
    private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>,
  ) {}

  load(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.queue.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.queue.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = new Map();
    this.scheduled = false;
    this.loadMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
      },
      (err: unknown) => {
        for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
      },
    );
  }
}
