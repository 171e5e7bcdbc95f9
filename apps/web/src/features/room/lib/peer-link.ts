import type { TSignal } from '@showfloor/contracts';

const WATCHDOG_MS = 5000;
const WATCHDOG_RESTARTS = 3;

export interface PeerLinkEvents {
  signal(signal: TSignal): void;
  stream(stream: MediaStream): void;
  state(state: RTCPeerConnectionState): void;
}

/**
 * One RTCPeerConnection to one other seat, with the "perfect negotiation" pattern (W3C WebRTC §10.4): both sides
 * may add tracks and offer at any time; when offers cross, the polite side (the higher seat id, the same answer on
 * both sides) rolls back and takes the other's. A failed connection restarts ICE (a phone moving from Wi-Fi to
 * mobile data), which renegotiates through the same path.
 *
 * The first offer has one side only: whoever was in the room offers to the newcomer, and the newcomer answers
 * (it offers only after that, for later changes). When both offered at once as they met, the polite side's
 * candidates trickled before its rollback reached an impolite side that ignored them, and now and then one side
 * never gathered again: the connection stayed 'new' (seen one join in ten in the first-frame benchmark).
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private closed = false;
  private restarts = 0;
  private readonly watchdog: ReturnType<typeof setInterval>;

  constructor(
    readonly remoteSeat: string,
    private readonly polite: boolean,
    /** Whether this side makes the first offer (it was in the room first); the other waits for it. */
    private readonly initiator: boolean,
    iceServers: RTCIceServer[],
    private readonly on: PeerLinkEvents,
  ) {
    this.pc = new RTCPeerConnection({ iceServers });
    this.pc.onnegotiationneeded = async () => {
      // The newcomer's tracks go in its answer; the browser asks again for what the answer could not carry.
      if (!this.initiator && !this.pc.remoteDescription) return;
      try {
        this.makingOffer = true;
        await this.pc.setLocalDescription();
        const d = this.pc.localDescription;
        if (d && !this.closed) this.on.signal({ kind: d.type === 'answer' ? 'answer' : 'offer', sdp: d.sdp });
      } catch (err) {
        // The watchdog below or the other side's offer tries again; the console says what went wrong.
        console.warn('[room] negotiation failed', err);
      } finally {
        this.makingOffer = false;
      }
    };
    this.pc.onicecandidate = ({ candidate }) => {
      if (this.closed) return;
      const c = candidate?.toJSON();
      this.on.signal({ kind: 'ice', candidate: c ? { ...c, candidate: c.candidate ?? '' } : null });
    };
    this.pc.ontrack = ({ streams, track }) => {
      this.on.stream(streams[0] ?? new MediaStream([track]));
    };
    this.pc.onconnectionstatechange = () => {
      this.on.state(this.pc.connectionState);
      if (this.pc.connectionState === 'failed') this.pc.restartIce();
    };
    // A connection that has not even started checking after a while lost its first exchange (offers crossing
    // with their trickled candidates, one side's ignored): an ICE restart negotiates again with fresh ones.
    this.watchdog = setInterval(() => {
      if (this.closed || this.pc.connectionState !== 'new') return;
      if (!this.initiator && !this.pc.remoteDescription) return;
      if (++this.restarts > WATCHDOG_RESTARTS) return clearInterval(this.watchdog);
      console.warn('[room] connection still new: restarting ICE', this.remoteSeat);
      this.pc.restartIce();
    }, WATCHDOG_MS);
  }

  /** Sends what the participant brings; tracks added later (a camera turned on) renegotiate. */
  addStream(stream: MediaStream): void {
    for (const track of stream.getTracks()) {
      if (!this.pc.getSenders().some((s) => s.track === track)) this.pc.addTrack(track, stream);
    }
  }

  /** Puts another track in the place of one of the same kind (camera switch, screen share) without renegotiating. */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack, stream: MediaStream): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === kind);
    if (sender) await sender.replaceTrack(track);
    else this.pc.addTrack(track, stream);
  }

  async receive(signal: TSignal): Promise<void> {
    if (this.closed) return;
    if (signal.kind === 'ice') {
      try {
        await this.pc.addIceCandidate(signal.candidate ?? null);
      } catch (err) {
        if (!this.ignoreOffer) throw err;
      }
      return;
    }
    const description: RTCSessionDescriptionInit = { type: signal.kind, sdp: signal.sdp };
    const collision = signal.kind === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
    this.ignoreOffer = !this.polite && collision;
    if (this.ignoreOffer) return;
    await this.pc.setRemoteDescription(description);
    if (signal.kind === 'offer') {
      await this.pc.setLocalDescription();
      const d = this.pc.localDescription;
      if (d) this.on.signal({ kind: 'answer', sdp: d.sdp });
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.watchdog);
    this.pc.close();
  }
}
