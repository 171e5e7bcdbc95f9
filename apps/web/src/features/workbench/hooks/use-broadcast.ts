import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@showfloor/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { type MediaProblem, problemOf, stopStream } from '../../../lib/local-media.ts';
import { goOffAir, goOnAir, sendPiece } from '../api/live-studio-api.ts';
import { type Piece, PieceQueue, type SendOutcome } from './piece-queue.ts';

/**
 * The recordings phones make that every phone plays back: H.264 in fragmented MP4, with AAC sound where the
 * browser records it (Safari, Chrome on Android) and Opus where it does not. The last resort is the browser's own
 * choice of MP4.
 */
const RECORDING_TYPES = [
  'video/mp4;codecs=avc1.42E01E,mp4a.40.2',
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4;codecs=avc1.42E01E,opus',
  'video/mp4;codecs=avc1,opus',
  'video/mp4',
];

export function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return RECORDING_TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

/** A piece a second: with a keyframe each second, a viewer is never more than a few seconds behind. */
const PIECE_MS = 1000;

export type BroadcastPhase = 'off' | 'camera' | 'starting' | 'onAir' | 'ending' | 'ended';

export interface BroadcastStatus {
  phase: BroadcastPhase;
  /** Seconds of picture the gateway has kept in this page's broadcast. */
  sentSeconds: number;
  /** Pieces waiting to be sent (the network is slow or away). */
  waiting: number;
  problem: MediaProblem | 'cannotRecord' | null;
  /** The gateway's refusal, in the viewer's language. */
  error: string | null;
}

const outcomeOf = (e: unknown): SendOutcome => {
  if (!(e instanceof ApiError)) return 'retry';
  if (e.businessCode === ErrorCode.LiveChunkGap) return 'gap';
  if (e.statusCode === 0 || e.statusCode >= 500 || e.statusCode === 429) return 'retry';
  return 'stop';
};

const newSession = () => crypto.randomUUID();

/**
 * The phone as a live camera: the camera and microphone in a preview, then on air, the recorder's pieces sent to
 * the gateway in order (kept and retried while the network is away), and off air once the last piece is in. The
 * recorder starts a new session when the gateway lost its place; viewers then skip to the new picture.
 */
export function useBroadcast(bventId: string, liveId: string, initial: BroadcastPhase) {
  const [status, setStatus] = useState<BroadcastStatus>({
    phase: initial,
    sentSeconds: 0,
    waiting: 0,
    problem: null,
    error: null,
  });
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);
  const queue = useRef<PieceQueue | null>(null);
  const restart = useRef<() => void>(() => {});
  const patch = (p: Partial<BroadcastStatus>) => setStatus((s) => ({ ...s, ...p }));

  const record = useCallback(() => {
    const media = stream.current;
    const type = recordingType();
    if (!media || !type) return;
    const session = newSession();
    let seq = 0;
    const rec = new MediaRecorder(media, {
      mimeType: type,
      videoBitsPerSecond: 1_200_000,
      audioBitsPerSecond: 64_000,
      // Chrome's option (ignored elsewhere): a keyframe a second, so each piece's fragment plays on its own.
      ...({ videoKeyFrameIntervalDuration: PIECE_MS } as object),
    });
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) queue.current?.push({ session, seq: seq++, blob: e.data });
    };
    rec.start(PIECE_MS);
    recorder.current = rec;
  }, []);

  useEffect(() => {
    queue.current = new PieceQueue(
      async (piece: Piece) => {
        try {
          await sendPiece({ bventId, id: liveId, session: piece.session, seq: piece.seq }, piece.blob);
          return 'ok';
        } catch (e) {
          const outcome = outcomeOf(e);
          if (outcome === 'stop') patch({ error: e instanceof Error ? e.message : String(e) });
          return outcome;
        }
      },
      (ms) => new Promise((r) => setTimeout(r, ms)),
      {
        sent: () =>
          setStatus((s) => ({
            ...s,
            sentSeconds: s.sentSeconds + PIECE_MS / 1000,
            waiting: queue.current?.length ?? 0,
          })),
        retrying: () => patch({ waiting: queue.current?.length ?? 0 }),
        newSession: () => restart.current(),
        stopped: () => recorder.current?.state !== 'inactive' && recorder.current?.stop(),
      },
    );
    return () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stopStream(stream.current);
    };
  }, [bventId, liveId]);

  restart.current = () => {
    const old = recorder.current;
    if (old && old.state !== 'inactive') old.stop();
    record();
  };

  /** Camera and microphone into the preview (the back camera: a booth shows its products). */
  const openCamera = useCallback(async () => {
    if (!recordingType()) return patch({ problem: 'cannotRecord' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true },
        video: {
          facingMode: 'environment',
          width: { ideal: 1280 },
          height: { ideal: 720 },
          frameRate: { ideal: 25 },
        },
      });
      stream.current = media;
      if (preview.current) preview.current.srcObject = media;
      patch({ problem: null, phase: status.phase === 'onAir' ? 'onAir' : 'camera' });
    } catch (e) {
      patch({ problem: problemOf(e) });
    }
  }, [status.phase]);

  const start = useCallback(async () => {
    patch({ phase: 'starting', error: null });
    try {
      await goOnAir(bventId, liveId);
    } catch (e) {
      return patch({ phase: 'camera', error: e instanceof Error ? e.message : String(e) });
    }
    record();
    patch({ phase: 'onAir' });
  }, [bventId, liveId, record]);

  /** Off air once the recorder's last piece is with the gateway: the replay ends where the broadcast did. */
  const end = useCallback(async () => {
    patch({ phase: 'ending' });
    const rec = recorder.current;
    if (rec && rec.state !== 'inactive') {
      await new Promise<void>((resolve) => {
        rec.addEventListener('stop', () => resolve(), { once: true });
        rec.stop();
      });
    }
    await queue.current?.drained();
    try {
      await goOffAir(bventId, liveId);
      stopStream(stream.current);
      stream.current = null;
      patch({ phase: 'ended' });
    } catch (e) {
      patch({ phase: 'onAir', error: e instanceof Error ? e.message : String(e) });
    }
  }, [bventId, liveId]);

  return { status, preview, openCamera, start, end };
}
