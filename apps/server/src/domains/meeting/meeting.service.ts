import { randomInt, randomUUID } from 'node:crypto';
import {
  CHAT_TYPES,
  ErrorCode,
  type TBoothNumber,
  type TBusinessCard,
  type TChatStatus,
  type TChatType,
  type TChatTypes,
  type TLanguage,
  type TMeeting,
  type TMeetingStatus,
  type TMySlots,
  type TPager,
  type TRoleType,
  type TTimeSlot,
  type ZReserveBody,
} from '@showfloor/contracts';
import type { z } from 'zod';
import {
  type Clock,
  beijingToEpoch,
  bookingDays,
  cutDay,
  epochToBeijing,
  slotInRange,
  validateTopic,
} from '@showfloor/domain';
import type { AccessService } from '../../access/access.service.ts';
import { BusinessError, ValidationError } from '../../http/errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { WindowCounters } from '../../shared/window-counters.ts';
import type { BventService } from '../bvent/bvent.service.ts';
import { STATE_CODES } from '../exhibitor/exhibitor.service.ts';
import { pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import { meetingIcs } from './meeting-ics.ts';
import {
  ACTIVE,
  type ExhibitorRow,
  type MeetingRepository,
  type MeetingWithExhibitor,
  type SlotRow,
  uniqueViolation,
} from './meeting.repository.ts';

type ReserveBody = z.output<typeof ZReserveBody>;

/** The caller of Reserve as the chat gate resolved them. */
export interface ReserveActing {
  /** The org they act in; null outside any org. */
  orgId: string | null;
  /** The role the gate lets them act in (access/gates.ts actingRole). */
  role: TRoleType | null;
  /** Whether the BusinessCard function key is enabled for them (it gates sending a card). */
  mayShareCard: boolean;
}

/** Which side of a meeting the caller is on: the visitor who sent it, or a member of the receiving org. */
export type MeetingSide = 'sender' | 'receiver';

const bad = (code: number) => new BusinessError(code, 400);
/** What the call names is not there (or may not be booked): 404 with its code, as on every call. */
const missing = (code: number) => new BusinessError(code, 404);

export function toSlot(s: SlotRow): TTimeSlot {
  return {
    id: s.id,
    idleCount: s.idleCount,
    capacity: s.capacity,
    startTime: s.startTime,
    endTime: s.endTime,
    timeSlot: `${s.startTime.slice(11, 16)}-${s.endTime.slice(11, 16)}`,
    oneDay: s.oneDay,
  };
}

const wall = (d: Date): string => epochToBeijing(d.getTime());

export class MeetingService {
  /** Reserve attempts per account: 20 a minute, then 6003 (too many attempts); the refused ones count too. */
  private readonly attempts: AttemptLimiter;

  constructor(
    private readonly repo: MeetingRepository,
    private readonly access: AccessService,
    /** The event row (times, chat types) from its 10 s cache: the gate has just read the event. */
    private readonly bvent: BventService,
    /** The app's clock: whether a slot has started is decided against it. */
    private readonly clock: Clock,
    counters: WindowCounters,
  ) {
    this.attempts = new AttemptLimiter(counters, 'reserve', 20, 60_000);
  }

  async chatTypes(bventId: string): Promise<TChatTypes> {
    const event = await this.bvent.event(bventId);
    return { chatTypes: enabledChatTypes(event) };
  }

  async boothNumber(bventId: string, orgId: string, lang: TLanguage): Promise<TBoothNumber> {
    await this.bvent.event(bventId);
    const ex = await this.repo.exhibitorOfOrg(bventId, orgId);
    return { boothNumber: ex?.boothNumber ?? '', pavilionName: pickText(ex?.pavilionName, lang) };
  }

  /** The exhibitor's slots, sorted; all of them (the dialog filters by day and time, domain visibleSlots). */
  async stocks(bventId: string, orgId: string, oneDay?: string): Promise<TTimeSlot[]> {
    await this.bvent.event(bventId);
    const ex = await this.bookableExhibitor(bventId, orgId);
    return (await this.repo.slots(ex.id, oneDay)).map(toSlot);
  }

  async chatStatus(accountId: string, chatId: string, bventId: string, orgId: string): Promise<TChatStatus> {
    const slot = await this.repo.slot(chatId);
    if (!slot || slot.bventId !== bventId || slot.orgId !== orgId) throw missing(ErrorCode.SlotNotFound);
    const [live, chat] = await Promise.all([
      this.repo.hasLiveAt(accountId, slot.startTime, slot.endTime),
      this.repo.hasMeetingAt(accountId, slot.startTime, slot.endTime),
    ]);
    return { isReserveLiveMeeting: live, isReserveChat: chat };
  }

  /**
   * Reserve. Every refusal comes before the transaction, which then decides capacity and the
   * sender's overlap inside the database (MeetingRepository.reserve): never read-then-write.
   */
  async reserve(
    accountId: string,
    acting: ReserveActing,
    body: ReserveBody,
    idempotencyKey: string | null,
  ): Promise<string> {
    if (!(await this.attempts.take(accountId))) throw new BusinessError(ErrorCode.TooManyAttempts, 429);
    // The booking an earlier request with this key made, if any: a retry gets its answer, never a refusal.
    const earlier = () =>
      idempotencyKey ? this.repo.byIdempotencyKey(accountId, idempotencyKey) : Promise.resolve(null);
    const first = await earlier();
    if (first) return first;
    const topic = validateTopic(body.topic);
    if (topic === 'topicRequired') throw bad(ErrorCode.TopicRequired);
    if (topic === 'topicTooLong') throw bad(ErrorCode.TopicTooLong);
    const event = await this.bvent.event(body.bventId);
    if (!enabledChatTypes(event).includes(body.chatType)) throw bad(ErrorCode.ChatTypeDisabled);

    const [slot, exhibitor] = await Promise.all([
      this.repo.slot(body.chatId),
      this.repo.exhibitorOfOrg(body.bventId, body.receiveOrgId),
    ]);
    if (
      !slot ||
      !exhibitor ||
      slot.exhibitorId !== exhibitor.id ||
      slot.bventId !== body.bventId ||
      slot.startTime !== body.startTime ||
      slot.endTime !== body.endTime
    )
      throw missing(ErrorCode.SlotNotFound);
    refuseUnbookable(exhibitor);
    if (
      !slotInRange(slot, event.startTime, event.endTime) ||
      beijingToEpoch(slot.startTime) <= this.clock.now()
    )
      throw bad(ErrorCode.SlotNotBookable);
    // Any member of the receiving org is refused, whatever role or org they act in now: acting as an Attendee
    // (or in another org) does not make an org's own staff its visitors.
    if (acting.orgId === body.receiveOrgId || (await this.access.isMember(accountId, body.receiveOrgId)))
      throw bad(ErrorCode.OwnOrganization);
    // A slot already full answers at once, sparing the transaction: under a rush (1,000 visitors, 5 seats) nearly
    // every request ends here. Only a refusal is decided on this read; a seat is only ever taken by the guarded
    // decrement inside the transaction below.
    // A retry whose first request took the last seat after the key was looked up above finds the slot full
    // here: that first request's booking is its answer.
    if (slot.idleCount <= 0) {
      const taken = await earlier();
      if (taken) return taken;
      throw new BusinessError(ErrorCode.SlotEngaged, 409);
    }
    if (!(await this.access.isMember(body.receiveAccountId, body.receiveOrgId)))
      throw new ValidationError([
        { path: 'body.receiveAccountId', message: 'is not a member of the receiving organization' },
      ]);

    // A card is only sent by a caller whose BusinessCard key is enabled; otherwise the meeting is stored as sent
    // without one, whatever the body asked.
    const sendCard = body.SendBusinessCard === 1 && acting.mayShareCard;
    const card = sendCard ? await this.repo.businessCard(accountId) : null;
    const id = randomUUID();
    const outcome = await this.repo
      .reserve({
        id,
        bventId: body.bventId,
        slotId: slot.id,
        exhibitorId: exhibitor.id,
        receiveOrgId: body.receiveOrgId,
        receiveAccountId: body.receiveAccountId,
        sendAccountId: accountId,
        sendOrgId: acting.orgId,
        sendAccountName: body.sendAccountName || (card?.fullName ?? ''),
        // The role the chat gate let the caller act in, not the body's claim (which only stands in should the
        // gate name none).
        attendeeOrganizationRole: acting.role ?? body.attendeeOrganizationRole,
        topOrgId: body.topOrgId,
        srcBizType: body.srcBizType,
        srcBizId: body.srcBizId,
        srcBizCode: body.srcBizCode,
        srcBizName: body.srcBizName,
        topic: body.topic.trim(),
        // The gateway's clock, not the database's: the exhibitor's figures count requests by this day.
        createdAt: new Date(this.clock.now()),
        chatType: body.chatType,
        address: body.address.trim(),
        addressType: body.addressType,
        sendBusinessCard: sendCard,
        businessCard: card,
        status: 'Waiting',
        startTime: slot.startTime,
        endTime: slot.endTime,
        sequence: 0,
        idempotencyKey,
      })
      .catch((err: unknown) => {
        const index = uniqueViolation(err);
        if (index === 'meetings_idempotency_uq' && idempotencyKey) return 'keyTaken' as const;
        if (index === 'meetings_active_uq') return 'conflict' as const;
        throw err;
      });
    if (typeof outcome === 'object') return outcome.id;
    // A retry that raced its first request past the pre-check above ends here: the sender's lock ran the two
    // one after the other, so the first is committed, and the retry met its meeting (an overlap, the slot's
    // last seat, or the key's unique index). The first one's id is the answer then, not a refusal.
    const raced = await earlier();
    if (raced) return raced;
    if (outcome === 'engaged') throw new BusinessError(ErrorCode.SlotEngaged, 409);
    throw new BusinessError(ErrorCode.MeetingConflict, 409);
  }

  async list(
    where: { sendAccountId?: string; receiveOrgId?: string },
    input: { bventId: string; status?: TMeetingStatus; pageNo: number; pageSize: number },
    lang: TLanguage,
  ): Promise<{ items: TMeeting[]; pager: TPager }> {
    const { rows, total } = await this.repo.list(
      { ...where, bventId: input.bventId, status: input.status },
      pageOffset(input.pageNo, input.pageSize),
      input.pageSize,
    );
    return {
      items: rows.map((r) => toMeeting(r, lang)),
      pager: pagerOf(input.pageNo, input.pageSize, total),
    };
  }

  /**
   * The meeting and the caller's side of it; 6010 when the caller is on neither (or it is of another event).
   * The sender is known from the row; the org the caller acts in is resolved only when they are not the sender.
   * accountId null asks for the receiving side only (confirm, decline: the sender does not answer).
   */
  async sideOf(
    bventId: string,
    id: string,
    accountId: string | null,
    actingOrg: () => Promise<string | null>,
  ): Promise<{ row: MeetingWithExhibitor; side: MeetingSide }> {
    const row = await this.repo.meeting(id);
    if (!row || row.meeting.bventId !== bventId) throw missing(ErrorCode.MeetingNotFound);
    if (accountId && row.meeting.sendAccountId === accountId) return { row, side: 'sender' };
    const actingOrgId = await actingOrg();
    if (actingOrgId && row.meeting.receiveOrgId === actingOrgId) return { row, side: 'receiver' };
    throw missing(ErrorCode.MeetingNotFound);
  }

  async confirm(bventId: string, id: string, actingOrgId: string | null, lang: TLanguage): Promise<TMeeting> {
    const { row } = await this.sideOf(bventId, id, null, () => Promise.resolve(actingOrgId));
    const m = row.meeting;
    // The room number is unique (meetings_room_uq): a clash of two random numbers is retried with another.
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await this.repo.confirm(id, m.sendAccountId, m.startTime, m.endTime, roomNumber());
        if (outcome === 'changed') throw new BusinessError(ErrorCode.MeetingStateChanged, 409);
        if (outcome === 'conflict') throw new BusinessError(ErrorCode.MeetingConflict, 409);
        return toMeeting(outcome, lang);
      } catch (err) {
        if (attempt < 3 && uniqueViolation(err) === 'meetings_room_uq') continue;
        throw err;
      }
    }
  }

  async decline(bventId: string, id: string, actingOrgId: string | null, lang: TLanguage): Promise<TMeeting> {
    await this.sideOf(bventId, id, null, () => Promise.resolve(actingOrgId));
    const done = await this.repo.cancel(id, ['Waiting'], 'receiver', true);
    if (!done) throw new BusinessError(ErrorCode.MeetingStateChanged, 409);
    return toMeeting(done, lang);
  }

  async cancel(
    bventId: string,
    id: string,
    accountId: string,
    actingOrg: () => Promise<string | null>,
    lang: TLanguage,
  ): Promise<TMeeting> {
    const { side } = await this.sideOf(bventId, id, accountId, actingOrg);
    const done = await this.repo.cancel(id, ACTIVE, side, false);
    if (!done) throw new BusinessError(ErrorCode.MeetingStateChanged, 409);
    return toMeeting(done, lang);
  }

  async calendar(
    bventId: string,
    id: string,
    accountId: string,
    actingOrg: () => Promise<string | null>,
    lang: TLanguage,
  ): Promise<{ fileName: string; content: string }> {
    const { row } = await this.sideOf(bventId, id, accountId, actingOrg);
    const m = toMeeting(row, lang);
    // The organizer's address is the exhibitor contact's only where the event shows exhibitor contacts.
    const shown = (await this.bvent.getDecoration(bventId)).isEnableShowExhibitorContact;
    const organizerEmail = shown ? await this.repo.contactEmail(m.exhibitorId) : '';
    return meetingIcs(m, { organizerEmail, now: this.clock.now() });
  }

  async mySlots(bventId: string, orgId: string | null): Promise<TMySlots> {
    const event = await this.bvent.event(bventId);
    const ex = await this.ownExhibitor(bventId, orgId);
    const slots = (await this.repo.slots(ex.id)).map(toSlot);
    return {
      exhibitorId: ex.id,
      exhibitorOrgId: ex.orgId,
      days: bookingDays(event.startTime, event.endTime).map((oneDay) => ({
        oneDay,
        slots: slots.filter((s) => s.oneDay === oneDay),
      })),
    };
  }

  async setSlots(
    orgId: string | null,
    input: {
      bventId: string;
      oneDay: string;
      startTime: string;
      endTime: string;
      slotMinutes: number;
      capacity: number;
    },
  ): Promise<{ oneDay: string; slots: TTimeSlot[] }> {
    const event = await this.bvent.event(input.bventId);
    const ex = await this.ownExhibitor(input.bventId, orgId);
    const cuts = cutDay(input.oneDay, input.startTime, input.endTime, input.slotMinutes);
    if (!bookingDays(event.startTime, event.endTime).includes(input.oneDay) || cuts.length === 0)
      throw bad(ErrorCode.SlotSettingInvalid);
    const rows = await this.repo.setDay(
      { bventId: input.bventId, exhibitorId: ex.id, orgId: ex.orgId, oneDay: input.oneDay },
      cuts,
      input.capacity,
    );
    if (rows === 'seatsHeld') throw bad(ErrorCode.SlotSeatsHeld);
    return { oneDay: input.oneDay, slots: rows.map(toSlot) };
  }

  async clearSlots(
    orgId: string | null,
    bventId: string,
    oneDay: string,
  ): Promise<{ oneDay: string; slots: TTimeSlot[] }> {
    const event = await this.bvent.event(bventId);
    const ex = await this.ownExhibitor(bventId, orgId);
    if (!bookingDays(event.startTime, event.endTime).includes(oneDay))
      throw bad(ErrorCode.SlotSettingInvalid);
    return { oneDay, slots: (await this.repo.clearDay(ex.id, oneDay)).map(toSlot) };
  }

  /** The caller's own card, or one the user sent in a meeting to an org the caller belongs to; else 403. */
  async businessCard(callerId: string, userId: string): Promise<TBusinessCard> {
    if (callerId === userId) {
      const own = await this.repo.businessCard(userId);
      if (own) return own;
    } else {
      const orgIds = (await this.access.orgsOf(callerId)).map((o) => o.id);
      const sent = await this.repo.cardSentTo(userId, orgIds);
      if (sent) return sent;
    }
    throw new BusinessError(ErrorCode.Forbidden, 403);
  }

  /** The exhibitor a visitor books: one of that org at the event, showable. */
  private async bookableExhibitor(bventId: string, orgId: string): Promise<ExhibitorRow> {
    const ex = await this.repo.exhibitorOfOrg(bventId, orgId);
    if (!ex) throw missing(ErrorCode.SlotNotFound);
    refuseUnbookable(ex);
    return ex;
  }

  /** The caller's own exhibitor at the event (the org they act in); 1001 when that org exhibits nothing there. */
  private async ownExhibitor(bventId: string, orgId: string | null): Promise<ExhibitorRow> {
    const ex = orgId ? await this.repo.exhibitorOfOrg(bventId, orgId) : null;
    if (!ex) throw missing(ErrorCode.ExhibitorNotFound);
    return ex;
  }
}

/** Refuses an exhibitor that may not be booked with its state's code, as the exhibitor page answers it. */
export function refuseUnbookable(ex: Pick<ExhibitorRow, 'status'>): void {
  if (ex.status !== 'normal') throw missing(STATE_CODES[ex.status] ?? ErrorCode.ExhibitorNotFound);
}

export function enabledChatTypes(event: { chatTypes: readonly string[] }): TChatType[] {
  return CHAT_TYPES.filter((t) => event.chatTypes.includes(t));
}

/** A 9-digit room number (meetings_room_uq keeps them unique: a clash is retried with another). */
export function roomNumber(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

/** The visitor's seats as the drivers hand them over (json on PGlite, text on node-postgres). */
function attendanceOf(seats: MeetingWithExhibitor['visitorSeats']): TMeeting['attendance'] {
  const v = typeof seats === 'string' ? (JSON.parse(seats) as { attended: boolean; seconds: number }) : seats;
  return { attended: Boolean(v?.attended), minutes: Math.round((v?.seconds ?? 0) / 60) };
}

export function toMeeting(r: MeetingWithExhibitor, lang: TLanguage): TMeeting {
  const m = r.meeting;
  return {
    id: m.id,
    bventId: m.bventId,
    slotId: m.slotId,
    kind: m.kind as TMeeting['kind'],
    exhibitorId: m.exhibitorId,
    exhibitorName: pickText(r.exhibitorName, lang),
    exhibitorLogo: r.exhibitorLogo,
    receiveOrgId: m.receiveOrgId,
    sendAccountId: m.sendAccountId,
    sendAccountName: m.sendAccountName,
    attendeeOrganizationRole: m.attendeeOrganizationRole as TRoleType,
    topic: m.topic,
    chatType: m.chatType as TMeeting['chatType'],
    address: m.address,
    addressType: m.addressType as TMeeting['addressType'],
    sendBusinessCard: m.sendBusinessCard,
    businessCard: m.sendBusinessCard ? m.businessCard : null,
    srcBizType: m.srcBizType as TMeeting['srcBizType'],
    srcBizName: m.srcBizName,
    status: m.status as TMeetingStatus,
    cancelledBy: m.cancelledBy,
    declined: m.declined,
    startTime: m.startTime,
    endTime: m.endTime,
    roomNumber: m.roomNumber,
    attendance: attendanceOf(r.visitorSeats),
    sequence: m.sequence,
    createdAt: wall(m.createdAt),
    updatedAt: wall(m.updatedAt),
  };
}
