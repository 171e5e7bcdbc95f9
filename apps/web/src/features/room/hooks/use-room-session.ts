import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TLanguage } from '@showfloor/contracts';
import { acquireRealtime } from '../../../lib/realtime/realtime-socket.ts';
import { openMedia, problemOf, type MediaChoice, type MediaProblem } from '../../../lib/local-media.ts';
import {
  initialSnapshot,
  type JoinParams,
  type RoomNotice,
  RoomSession,
  type RoomSnapshot,
} from '../lib/room-session.ts';

let idle: RoomSnapshot | null = null;
/** Before the session exists (made on first use: MediaStream is the browser's, never the server render's). */
const idleSnapshot = (): RoomSnapshot => (idle ??= initialSnapshot(new MediaStream()));

/**
 * The room for a page: opens the camera and microphone as chosen (falling back to none, with the reason, when the
 * browser refuses now), takes the page's socket, and joins; leaves and lets go when the page goes.
 */
export function useRoomSession(
  lang: TLanguage,
  room: string,
  params: JoinParams,
  choice: MediaChoice,
  onNotice: (n: RoomNotice) => void,
): { session: RoomSession | null; snapshot: RoomSnapshot; mediaProblem: MediaProblem | null } {
  const [session, setSession] = useState<RoomSession | null>(null);
  const [mediaProblem, setMediaProblem] = useState<MediaProblem | null>(null);
  useEffect(() => {
    let live = true;
    let made: RoomSession | null = null;
    const { socket, release } = acquireRealtime(lang);
    void (async () => {
      let local: MediaStream;
      try {
        local = await openMedia(choice);
      } catch (err) {
        setMediaProblem(problemOf(err));
        local = new MediaStream();
      }
      if (!live) {
        for (const t of local.getTracks()) t.stop();
        return;
      }
      made = new RoomSession(socket, room, params, local);
      made.onNotice = onNotice;
      setSession(made);
    })();
    return () => {
      live = false;
      made?.dispose();
      release();
    };
    // One session per room and entry: the callbacks and params are those of the entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, room]);
  const snapshot = useSyncExternalStore(
    (l) => session?.subscribe(l) ?? (() => undefined),
    () => session?.get() ?? idleSnapshot(),
    () => idleSnapshot(),
  );
  return { session, snapshot, mediaProblem };
}
