import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/** How long a user's reads stay on the primary after they wrote: far above a healthy replica's lag. */
export const READ_YOUR_WRITES_MS = 10_000;

/** One call's reading: who calls, and whether it must read the primary (it or its caller wrote lately). */
interface ReadContext {
  accountId: string | null;
  primary: boolean;
}

const context = new AsyncLocalStorage<ReadContext>();

// The builders that only read. Everything else (insert, update, delete, execute, transaction, with) is the
// primary's: a write must never reach the replica, and raw SQL may write.
const READS = new Set<PropertyKey>(['select', 'selectDistinct', 'selectDistinctOn', 'query', '$count']);

/** Whether a statement drizzle is about to send may change data (anything but a plain select). */
export const writes = (statement: string): boolean =>
  !/^\s*select\b/i.test(statement) || /\bfor\s+update\b/i.test(statement);

/**
 * DATABASE_READ_URL: list, search and detail reads of a call go to a PostgreSQL replica, so the primary keeps
 * its connections for writes and the reads that decide them. A caller's own writes are never out of sight: after
 * one, the rest of the call and the caller's calls for READ_YOUR_WRITES_MS (on every worker: the mark is in the
 * shared counters) read the primary. Reads outside a call (start-up, background work) read the primary.
 */
export class ReadRouting {
  /** The Db the catalog's repositories are given: reads of a call may go to the replica, the rest never. */
  readonly reads: Db;

  constructor(
    primary: Db,
    replica: Db,
    /** Marks an account as having written (shared counters); answers whether it wrote within the window. */
    private readonly marks: {
      wrote(accountId: string): Promise<void>;
      wroteLately(accountId: string): Promise<boolean>;
    },
  ) {
    this.reads = new Proxy(primary, {
      get: (target, prop) => {
        const store = context.getStore();
        const db = READS.has(prop) && store && !store.primary ? replica : target;
        const value = Reflect.get(db, prop, db) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(db) : value;
      },
    });
  }

  /** Runs one call with its reading decided: the replica unless the caller wrote within the window. */
  async run<T>(accountId: string | null, call: () => Promise<T>): Promise<T> {
    const primary = accountId ? await this.marks.wroteLately(accountId) : false;
    return context.run({ accountId, primary }, call);
  }

  /** Told of every statement sent to the primary (its query logger): a write turns the caller to the primary. */
  sent(statement: string): void {
    const store = context.getStore();
    if (!store || store.primary || !writes(statement)) return;
    store.primary = true;
    if (store.accountId) void this.marks.wrote(store.accountId).catch(() => {});
  }
}
