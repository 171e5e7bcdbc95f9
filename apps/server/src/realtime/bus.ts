import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Fan-out between the sockets of every gateway process (DESIGN.md §3): a publish on a topic reaches each
 * process's subscribers of that topic, this one's included. What must survive is written to the database before
 * it is published; the bus only carries news of it.
 */
export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  /** Every message of topics starting with `prefix`, with the topic it came on. */
  subscribe(prefix: string, handler: (topic: string, message: unknown) => void): void;
  close(): Promise<void>;
  /** Resolves when the subscriptions made so far are in place (Redis); at once in process. */
  ready?(): Promise<void>;
}

/** One process: an in-process emitter, delivered on the next tick as Redis would. */
export class LocalBus implements Bus {
  private readonly emitter = new EventEmitter();

  async publish(topic: string, message: unknown): Promise<void> {
    // Not copied: what is published is built for the bus and never changed after (a copy per frame cost more
    // than the relay itself under load).
    setImmediate(() => this.emitter.emit('message', topic, message));
  }

  subscribe(prefix: string, handler: (topic: string, message: unknown) => void): void {
    this.emitter.setMaxListeners(0);
    this.emitter.on('message', (topic: string, message: unknown) => {
      if (topic.startsWith(prefix)) handler(topic, message);
    });
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several processes: Redis pub/sub. A subscribed connection can do nothing else, so there are two. Topics are
 * prefixed with a key prefix so two deployments on one Redis do not hear each other.
 */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers: { prefix: string; handler: (topic: string, message: unknown) => void }[] = [];

  constructor(
    url: string,
    private readonly keyPrefix = 'showfloor:',
    /** Told when a publish did not reach Redis (the news is lost; what it tells of is stored already). */
    private readonly onLost: (err: unknown) => void = () => {},
  ) {
    if (!keyPrefix.endsWith(':')) this.keyPrefix = `${keyPrefix}:`;
    // While Redis is away a publish fails at once instead of holding the request that made it (no offline
    // queue); both connections reconnect by themselves, and the subscriber subscribes again when it does.
    this.pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1_000 });
    this.sub = new Redis(url);
    // Without a listener a lost connection's 'error' is printed for every retry; the loss is told by onLost.
    this.pub.on('error', () => {});
    this.sub.on('error', () => {});
    // A channel that matches several patterns arrives once per pattern: each handler hears only its own.
    this.sub.on('pmessage', (pattern: string, channel: string, raw: string) => {
      const topic = channel.slice(this.keyPrefix.length);
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      for (const h of this.handlers) if (this.patternOf(h.prefix) === pattern) h.handler(topic, message);
    });
  }

  /** Resolves when both connections are up and the subscriptions made so far are in place. */
  async ready(): Promise<void> {
    if (this.pub.status !== 'ready') await new Promise((resolve) => this.pub.once('ready', resolve));
    await Promise.all([this.pub.ping(), this.sub.ping()]);
  }

  /**
   * Never rejects: the bus carries news of what is stored, and news that cannot reach Redis fails nothing. It is
   * then delivered to this process's subscribers only.
   */
  async publish(topic: string, message: unknown): Promise<void> {
    try {
      await this.pub.publish(this.keyPrefix + topic, JSON.stringify(message));
    } catch (err) {
      this.onLost(err);
      // This process's own sockets still hear it; the other workers' do not until Redis is back.
      for (const h of this.handlers) if (topic.startsWith(h.prefix)) h.handler(topic, message);
    }
  }

  private patternOf(prefix: string): string {
    return `${this.keyPrefix}${prefix}*`;
  }

  subscribe(prefix: string, handler: (topic: string, message: unknown) => void): void {
    const known = this.handlers.some((h) => h.prefix === prefix);
    this.handlers.push({ prefix, handler });
    if (!known) void this.sub.psubscribe(this.patternOf(prefix));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
