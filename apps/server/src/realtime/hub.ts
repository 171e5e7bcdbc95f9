import type { Bus } from './bus.ts';
import { type Connection, frameText, type ServerFrameBody } from './connection.ts';

/** What travels on the bus for a topic: a frame for its members (all, one, or all but one). */
export interface TopicMessage {
  frame: ServerFrameBody;
  /** Only this member (a seat id) gets it. */
  to?: string;
  /** Every member but this one. */
  except?: string;
  /** After delivery, this member's socket leaves the topic (it was removed). */
  drop?: string;
  /** After delivery, every member leaves (the topic is over: a closed room). */
  dropAll?: boolean;
}

export const TOPIC_PREFIX = 'rt:';

/**
 * Which sockets of this process are members of which topics (a room is a topic, each seat a member), and the
 * delivery of the bus's messages to them. Every process hears every topic and delivers to its own members.
 */
export class Hub {
  private readonly topics = new Map<string, Map<string, Connection>>();

  constructor(private readonly bus: Bus) {
    bus.subscribe(TOPIC_PREFIX, (topic, message) =>
      this.deliver(topic.slice(TOPIC_PREFIX.length), message as TopicMessage),
    );
  }

  join(topic: string, member: string, conn: Connection): void {
    let members = this.topics.get(topic);
    if (!members) this.topics.set(topic, (members = new Map()));
    members.set(member, conn);
    conn.memberships.set(topic, member);
  }

  leave(topic: string, member: string): void {
    const members = this.topics.get(topic);
    const conn = members?.get(member);
    if (!members || !conn) return;
    members.delete(member);
    conn.memberships.delete(topic);
    if (members.size === 0) this.topics.delete(topic);
  }

  /** This process's socket of a member, if it has it. */
  connectionOf(topic: string, member: string): Connection | undefined {
    return this.topics.get(topic)?.get(member);
  }

  publish(topic: string, message: TopicMessage): Promise<void> {
    return this.bus.publish(TOPIC_PREFIX + topic, message);
  }

  /** The members this process holds in the topics whose names start with `prefix`. */
  membersOf(prefix: string): { topic: string; member: string }[] {
    const held: { topic: string; member: string }[] = [];
    for (const [topic, members] of this.topics) {
      if (!topic.startsWith(prefix)) continue;
      for (const member of members.keys()) held.push({ topic, member });
    }
    return held;
  }

  /** How many sockets are members of topics here (for tests and metrics). */
  get size(): number {
    let n = 0;
    for (const m of this.topics.values()) n += m.size;
    return n;
  }

  private deliver(topic: string, message: TopicMessage): void {
    const members = this.topics.get(topic);
    if (!members) return;
    // Written out once for all the members (a team of members, a room's readers), on the first that takes it.
    let text: string | null = null;
    for (const [member, conn] of members) {
      if (message.to !== undefined && member !== message.to) continue;
      if (message.except !== undefined && member === message.except) continue;
      conn.sendText((text ??= frameText(message.frame)));
    }
    if (message.drop !== undefined) this.leave(topic, message.drop);
    if (message.dropAll) for (const member of [...members.keys()]) this.leave(topic, member);
  }
}
