import type { TClientFrame } from '@showfloor/contracts';
import type { Bus } from './bus.ts';
import type { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import type { IceSettings } from './turn.ts';

type FrameOf<T extends TClientFrame['type']> = Extract<TClientFrame, { type: T }>;
/** A frame's handler: answers with frames of its own through `conn`, or throws a BusinessError (an error frame). */
export type FrameHandler<T extends TClientFrame['type']> = (
  conn: Connection,
  frame: FrameOf<T>,
) => Promise<void>;

/**
 * The realtime channel's parts that features build on: the hub (topics and fan-out over the bus), the frame
 * handlers each feature registers for its frame types, and what happens when a socket goes.
 */
export class Realtime {
  readonly hub: Hub;
  private readonly handlers = new Map<string, FrameHandler<never>>();
  private readonly goneHandlers: ((conn: Connection, topic: string, member: string) => void)[] = [];

  constructor(
    readonly bus: Bus,
    readonly ice: IceSettings,
  ) {
    this.hub = new Hub(bus);
  }

  handle<T extends TClientFrame['type']>(type: T, handler: FrameHandler<T>): void {
    if (this.handlers.has(type)) throw new Error(`a handler for ${type} is registered already`);
    this.handlers.set(type, handler as unknown as FrameHandler<never>);
  }

  handlerOf(type: string): FrameHandler<never> | undefined {
    return this.handlers.get(type);
  }

  /** Told of each topic membership a closing socket had (a room keeps the seat for a grace period). */
  onGone(handler: (conn: Connection, topic: string, member: string) => void): void {
    this.goneHandlers.push(handler);
  }

  gone(conn: Connection): void {
    for (const [topic, member] of [...conn.memberships]) {
      this.hub.leave(topic, member);
      for (const h of this.goneHandlers) h(conn, topic, member);
    }
  }
}
