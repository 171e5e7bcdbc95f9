import {
  saveLiveMeetingRecord,
  type TRoomMessage,
  type TRoomRecordBody,
  type TRoomSeat,
  type TServerFrame,
  type TSignal,
} from '@showfloor/contracts';
import { RealtimeError, type RealtimeSocket } from '../../../lib/realtime/realtime-socket.ts';
import { canShareScreen, openMedia, stopStream } from '../../../lib/local-media.ts';
import { PeerLink } from './peer-link.ts';

/** Where the participant is: joining, in the room, or out of it and why. */
export type RoomPhase = 'joining' | 'in' | 'reconnecting' | 'refused' | 'kicked' | 'closed' | 'left';

export interface RoomSnapshot {
  phase: RoomPhase;
  /** The refusal of the join (its code and message), when phase is 'refused'. */
  refusal: { code: number; message: string } | null;
  seat: string | null;
  host: boolean;
  seats: TRoomSeat[];
  streams: Readonly<Record<string, MediaStream>>;
  /** Links whose media is not flowing (yet, or any more), by seat. */
  linking: Readonly<Record<string, boolean>>;
  messages: TRoomMessage[];
  local: { stream: MediaStream; audio: boolean; video: boolean; sharing: boolean };
}

export interface JoinParams {
  invite?: string;
  name?: string;
  password?: string;
}

export type RoomNotice = { kind: 'joined' | 'left'; name: string };

const seatKey = (room: string) => `showfloor:room-seat:${room}`;

/** A room not joined yet, with the participant's own media. */
export function initialSnapshot(local: MediaStream): RoomSnapshot {
  return {
    phase: 'joining',
    refusal: null,
    seat: null,
    host: false,
    seats: [],
    streams: {},
    linking: {},
    messages: [],
    local: { stream: local, audio: false, video: false, sharing: false },
  };
}

/**
 * One participant's negotiation room: the seat taken over the page's socket, the peer connections to every other
 * seat (a mesh), the chat, and the local camera and microphone. Plain TypeScript with a snapshot to subscribe to,
 * so React renders it and tests can drive it.
 */
export class RoomSession {
  private snapshot: RoomSnapshot;
  private readonly links = new Map<string, PeerLink>();
  private readonly listeners = new Set<() => void>();
  private readonly cleanups: (() => void)[] = [];
  private iceServers: RTCIceServer[] = [];
  private cameraTrack: MediaStreamTrack | null = null;
  /** The shared screen's track while sharing. */
  private sharing: MediaStreamTrack | null = null;
  private facing: 'user' | 'environment' = 'user';
  onNotice: (n: RoomNotice) => void = () => undefined;
  /** The seat last held and its token: what the post-negotiation survey answers with after leaving. */
  ticket: { seat: string; token: string } | null = null;

  constructor(
    private readonly socket: RealtimeSocket,
    readonly room: string,
    private readonly params: JoinParams,
    local: MediaStream,
  ) {
    const audio = local.getAudioTracks().length > 0;
    const video = local.getVideoTracks().length > 0;
    this.cameraTrack = local.getVideoTracks()[0] ?? null;
    this.snapshot = { ...initialSnapshot(local), local: { stream: local, audio, video, sharing: false } };
    // A page that closes (tab shut, app swiped away) leaves at once; only a dropped network keeps the seat.
    const onPageHide = (e: PageTransitionEvent) => {
      if (!e.persisted && this.ticket && this.snapshot.phase === 'in') leaveBeacon(this.room, this.ticket);
    };
    window.addEventListener('pagehide', onPageHide);
    this.cleanups.push(
      () => window.removeEventListener('pagehide', onPageHide),
      socket.on((f) => this.onFrame(f)),
      socket.onOpen(() => void this.join()),
      socket.onStatus((s) => {
        if (s === 'reconnecting' && this.snapshot.phase === 'in') this.set({ phase: 'reconnecting' });
      }),
    );
  }

  get(): RoomSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }

  private get over(): boolean {
    return ['refused', 'kicked', 'closed', 'left'].includes(this.snapshot.phase);
  }

  private async join(): Promise<void> {
    if (this.over) return;
    const stored = sessionStorage.getItem(seatKey(this.room));
    const resume = stored ? (JSON.parse(stored) as { seat: string; token: string }) : undefined;
    const { local } = this.snapshot;
    try {
      const answer = await this.socket.ask({
        type: 'room.join',
        room: this.room,
        audio: local.audio,
        video: local.video,
        ...this.params,
        ...(resume ? { resume } : {}),
      });
      if (answer.type !== 'room.joined') return;
      this.ticket = { seat: answer.seat, token: answer.seatToken };
      sessionStorage.setItem(seatKey(this.room), JSON.stringify(this.ticket));
      this.iceServers = answer.iceServers;
      const lastId = this.snapshot.messages.at(-1)?.id ?? 0;
      const messages = mergeMessages(
        this.snapshot.messages,
        answer.messages.filter((m) => m.id > lastId),
      );
      this.set({ phase: 'in', seat: answer.seat, host: answer.host, seats: answer.seats, messages });
      // The ones already here offer to us.
      this.syncLinks(false);
    } catch (err) {
      if (resume && err instanceof RealtimeError && err.code !== 0) {
        // The kept seat is gone (ended after the grace period): take a new one.
        sessionStorage.removeItem(seatKey(this.room));
        if (err.code !== 6104 && err.code !== 6103) return this.join();
      }
      if (err instanceof RealtimeError && err.code !== 0) {
        this.end('refused', { code: err.code, message: err.message });
      }
    }
  }

  /** A link to every other seat, none to seats that are gone; new links make the first offer when `initiator`. */
  private syncLinks(initiator = true): void {
    const mine = this.snapshot.seat;
    if (!mine) return;
    const present = new Set(this.snapshot.seats.map((s) => s.seat));
    for (const [seat, link] of this.links) {
      if (!present.has(seat)) {
        link.close();
        this.links.delete(seat);
      }
    }
    for (const s of this.snapshot.seats) {
      if (s.seat === mine || this.links.has(s.seat)) continue;
      const link = new PeerLink(s.seat, mine > s.seat, initiator, this.iceServers, {
        signal: (signal: TSignal) =>
          this.socket.send({ type: 'room.signal', room: this.room, to: s.seat, signal }),
        stream: (stream) => this.set({ streams: { ...this.snapshot.streams, [s.seat]: stream } }),
        state: (state) =>
          this.set({ linking: { ...this.snapshot.linking, [s.seat]: state !== 'connected' } }),
      });
      this.links.set(s.seat, link);
      link.addStream(this.snapshot.local.stream);
    }
    const streams = Object.fromEntries(Object.entries(this.snapshot.streams).filter(([k]) => present.has(k)));
    this.set({ streams });
  }

  private onFrame(f: TServerFrame): void {
    if (!('room' in f) || f.room !== this.room || this.over) return;
    switch (f.type) {
      case 'room.peer-joined':
        this.set({ seats: [...this.snapshot.seats.filter((s) => s.seat !== f.seat.seat), f.seat] });
        this.onNotice({ kind: 'joined', name: f.seat.name });
        this.syncLinks();
        break;
      case 'room.peer-state':
        this.set({ seats: this.snapshot.seats.map((s) => (s.seat === f.seat.seat ? f.seat : s)) });
        break;
      case 'room.peer-left': {
        const gone = this.snapshot.seats.find((s) => s.seat === f.seat);
        this.set({ seats: this.snapshot.seats.filter((s) => s.seat !== f.seat) });
        if (f.seat === this.snapshot.seat) {
          // Our own seat ended elsewhere (this account opened the room in another tab).
          this.end('left');
          return;
        }
        if (gone) this.onNotice({ kind: 'left', name: gone.name });
        this.syncLinks();
        break;
      }
      case 'room.signal':
        void this.links
          .get(f.from)
          ?.receive(f.signal)
          .catch(() => undefined);
        break;
      case 'room.chat':
        this.set({ messages: mergeMessages(this.snapshot.messages, [f.message]) });
        break;
      case 'room.history':
        this.set({ messages: mergeMessages(this.snapshot.messages, f.messages) });
        break;
      case 'room.kicked':
        this.end('kicked');
        break;
      case 'room.closed':
        this.end('closed');
        break;
      default:
        break;
    }
  }

  /** Sends a chat message; rejects with the server's refusal (too long, too fast). */
  async sendChat(text: string): Promise<void> {
    await this.socket.ask({ type: 'room.chat', room: this.room, text });
  }

  setAudio(on: boolean): void {
    for (const t of this.snapshot.local.stream.getAudioTracks()) t.enabled = on;
    this.set({ local: { ...this.snapshot.local, audio: on } });
    this.tellMedia();
  }

  /** Turns the camera on (asking for it when the participant came without one) or off. */
  async setVideo(on: boolean): Promise<void> {
    const { stream } = this.snapshot.local;
    if (on && stream.getVideoTracks().length === 0) {
      const camera = (await openMedia({ audio: false, video: true }, this.facing)).getVideoTracks()[0];
      if (!camera) return;
      this.cameraTrack = camera;
      stream.addTrack(camera);
      for (const link of this.links.values()) await link.replaceTrack('video', camera, stream);
    }
    for (const t of stream.getVideoTracks()) t.enabled = on;
    this.set({ local: { ...this.snapshot.local, video: on } });
    this.tellMedia();
  }

  /** Front to back camera and back: a new track put in place of the old one on every link. */
  async switchCamera(): Promise<void> {
    const { stream } = this.snapshot.local;
    this.facing = this.facing === 'user' ? 'environment' : 'user';
    const next = (await openMedia({ audio: false, video: true }, this.facing)).getVideoTracks()[0];
    if (!next) return;
    const old = this.cameraTrack;
    for (const link of this.links.values()) await link.replaceTrack('video', next, stream);
    if (old) {
      stream.removeTrack(old);
      old.stop();
    }
    stream.addTrack(next);
    this.cameraTrack = next;
    this.set({ local: { ...this.snapshot.local, stream } });
  }

  /** Shares the screen in the camera's place until the browser's own "stop sharing" or stopShare(). */
  async shareScreen(): Promise<void> {
    if (!canShareScreen()) return;
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const screen = display.getVideoTracks()[0];
    if (!screen) return;
    for (const link of this.links.values()) await link.replaceTrack('video', screen, display);
    screen.onended = () => void this.stopShare();
    this.sharing = screen;
    this.set({ local: { ...this.snapshot.local, sharing: true } });
  }

  async stopShare(): Promise<void> {
    const screen = this.sharing;
    this.sharing = null;
    if (!screen) return;
    screen.stop();
    const { stream } = this.snapshot.local;
    if (this.cameraTrack)
      for (const link of this.links.values()) await link.replaceTrack('video', this.cameraTrack, stream);
    this.set({ local: { ...this.snapshot.local, sharing: false } });
  }

  private tellMedia(): void {
    const { audio, video } = this.snapshot.local;
    this.socket.send({ type: 'room.media', room: this.room, audio, video });
  }

  async kick(seat: string): Promise<void> {
    await this.socket.ask({ type: 'room.kick', room: this.room, seat });
  }

  closeRoom(): void {
    this.socket.send({ type: 'room.close', room: this.room });
  }

  async leave(): Promise<void> {
    if (this.snapshot.phase === 'in') {
      await this.socket.ask({ type: 'room.leave', room: this.room }).catch(() => undefined);
    }
    this.end('left');
  }

  private end(phase: RoomPhase, refusal: RoomSnapshot['refusal'] = null): void {
    sessionStorage.removeItem(seatKey(this.room));
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.sharing?.stop();
    stopStream(this.snapshot.local.stream);
    this.set({ phase, refusal, streams: {}, linking: {} });
  }

  /** The page is going: the seat is left open for the grace period only if the socket drops; here we leave. */
  dispose(): void {
    for (const c of this.cleanups) c();
    if (!this.over) void this.leave();
  }
}

/** The attendance record's 'leave', sent by the browser even as the page goes (a socket frame might not be). */
function leaveBeacon(room: string, ticket: { seat: string; token: string }): void {
  const body: TRoomRecordBody = {
    roomNumber: room,
    seat: ticket.seat,
    seatToken: ticket.token,
    action: 'leave',
  };
  navigator.sendBeacon?.(
    `/api${saveLiveMeetingRecord.path}`,
    new Blob([JSON.stringify(body)], { type: 'application/json' }),
  );
}

function mergeMessages(have: TRoomMessage[], more: TRoomMessage[]): TRoomMessage[] {
  const byId = new Map(have.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
