import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { liveChatMessages, liveChatMutes, liveChatRooms } from '../../db/schema/live-chat.ts';
import type { Localized } from '../../db/schema/types.ts';
import { exhibitingOrgs, exhibitorAt, type ExhibitorAt } from '../shared/exhibiting-orgs.ts';

export type RoomRow = typeof liveChatRooms.$inferSelect;
export type ChatMessageRow = typeof liveChatMessages.$inferSelect;

export class LiveChatRepository {
  constructor(private readonly db: Db) {}

  exhibitor(bventId: string, exhibitorId: string): Promise<ExhibitorAt | null> {
    return exhibitorAt(this.db, bventId, exhibitorId);
  }

  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  /** The exhibitor's own room, made on first asking (two asking at once make one). */
  async exhibitorRoom(ex: ExhibitorAt, bventId: string, now: Date): Promise<RoomRow> {
    await this.db
      .insert(liveChatRooms)
      .values({
        id: randomUUID(),
        bventId,
        exhibitorId: ex.id,
        orgId: ex.orgId,
        kind: 'exhibitor',
        createdAt: now,
      })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(liveChatRooms)
      .where(
        and(
          eq(liveChatRooms.bventId, bventId),
          eq(liveChatRooms.exhibitorId, ex.id),
          eq(liveChatRooms.kind, 'exhibitor'),
        ),
      );
    return row!;
  }

  /** A room with its exhibitor's name and state. */
  async room(roomId: string): Promise<{ room: RoomRow; name: Localized; status: string } | null> {
    const [row] = await this.db
      .select({ room: liveChatRooms, name: exhibitors.name, status: exhibitors.status })
      .from(liveChatRooms)
      .innerJoin(exhibitors, eq(exhibitors.id, liveChatRooms.exhibitorId))
      .where(eq(liveChatRooms.id, roomId));
    return row ?? null;
  }

  async shownCount(roomId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(liveChatMessages)
      .where(and(eq(liveChatMessages.roomId, roomId), isNull(liveChatMessages.removedAt)));
    return row?.n ?? 0;
  }

  /** The latest shown messages, or those after an id, oldest first. */
  async messages(roomId: string, after: number | undefined, limit: number): Promise<ChatMessageRow[]> {
    const where = and(
      eq(liveChatMessages.roomId, roomId),
      isNull(liveChatMessages.removedAt),
      ...(after !== undefined ? [gt(liveChatMessages.seq, after)] : []),
    );
    const rows = await this.db
      .select()
      .from(liveChatMessages)
      .where(where)
      .orderBy(after !== undefined ? asc(liveChatMessages.seq) : desc(liveChatMessages.seq))
      .limit(limit);
    return after !== undefined ? rows : rows.reverse();
  }

  async mutedUntil(roomId: string, accountId: string, now: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ until: liveChatMutes.until })
      .from(liveChatMutes)
      .where(and(eq(liveChatMutes.roomId, roomId), eq(liveChatMutes.accountId, accountId)));
    return row && row.until > now ? row.until : null;
  }

  /**
   * Stores a message numbered last_seq + 1 under the room's lock; a clientId the writer used before in the room
   * answers that message and stores nothing.
   */
  async append(
    roomId: string,
    m: Pick<ChatMessageRow, 'senderAccountId' | 'senderName' | 'host' | 'clientId' | 'text'>,
    now: Date,
  ): Promise<{ message: ChatMessageRow; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const [again] = await tx
        .select()
        .from(liveChatMessages)
        .where(
          and(
            eq(liveChatMessages.roomId, roomId),
            eq(liveChatMessages.senderAccountId, m.senderAccountId),
            eq(liveChatMessages.clientId, m.clientId),
          ),
        );
      if (again) return { message: again, created: false };
      const [room] = await tx
        .update(liveChatRooms)
        .set({ lastSeq: sql`${liveChatRooms.lastSeq} + 1` })
        .where(eq(liveChatRooms.id, roomId))
        .returning({ seq: liveChatRooms.lastSeq });
      const [message] = await tx
        .insert(liveChatMessages)
        .values({ roomId, seq: room!.seq, ...m, createdAt: now })
        .returning();
      return { message: message!, created: true };
    });
  }

  /** Hides a shown message; false when there is none such. */
  async remove(roomId: string, seq: number, by: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(liveChatMessages)
      .set({ removedAt: now, removedBy: by })
      .where(
        and(
          eq(liveChatMessages.roomId, roomId),
          eq(liveChatMessages.seq, seq),
          isNull(liveChatMessages.removedAt),
        ),
      )
      .returning({ seq: liveChatMessages.seq });
    return rows.length > 0;
  }

  async mute(roomId: string, accountId: string, until: Date | null, by: string): Promise<void> {
    if (!until) {
      await this.db
        .delete(liveChatMutes)
        .where(and(eq(liveChatMutes.roomId, roomId), eq(liveChatMutes.accountId, accountId)));
      return;
    }
    await this.db
      .insert(liveChatMutes)
      .values({ roomId, accountId, until, mutedBy: by })
      .onConflictDoUpdate({
        target: [liveChatMutes.roomId, liveChatMutes.accountId],
        set: { until, mutedBy: by },
      });
  }

  /** Whether the account wrote in the room (only a writer can be muted). */
  async wrote(roomId: string, accountId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ seq: liveChatMessages.seq })
      .from(liveChatMessages)
      .where(and(eq(liveChatMessages.roomId, roomId), eq(liveChatMessages.senderAccountId, accountId)))
      .limit(1);
    return Boolean(row);
  }
}
