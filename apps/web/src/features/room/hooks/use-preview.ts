import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cameraProblemOf,
  devicesOf,
  type MediaChoice,
  type MediaProblem,
  openMedia,
  problemOf,
  stopStream,
} from '../../../lib/local-media.ts';

export interface Preview {
  stream: MediaStream | null;
  problem: MediaProblem | null;
  choice: MediaChoice;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  setChoice(next: Partial<MediaChoice>): void;
  /** Stops the preview's tracks (the room opens its own). */
  release(): void;
}

/**
 * The pre-join page's camera and microphone: asks for both once (then the microphone alone, when both failed),
 * keeps what the browser answered (a problem is shown with its own words), and opens again when the participant picks another device or turns one off.
 */
export function usePreview(): Preview {
  const [choice, setChoiceState] = useState<MediaChoice>({ audio: true, video: true });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const current = useRef<MediaStream | null>(null);

  useEffect(() => {
    let live = true;
    openMedia(choice).then(
      async (s) => {
        if (!live) return stopStream(s);
        stopStream(current.current);
        current.current = s;
        setStream(s);
        setProblem(null);
        setCameras(await devicesOf('videoinput'));
        setMicrophones(await devicesOf('audioinput'));
      },
      async (err: unknown) => {
        if (!live) return;
        stopStream(current.current);
        current.current = null;
        setStream(null);
        const problem = problemOf(err);
        // Both were asked for at once: the microphone alone may still be had (a camera refused, missing or
        // busy), and then the participant is told it is the camera, with voice only as the way in.
        if (choice.video && choice.audio && problem !== 'unsupported') {
          const voice = await openMedia({ ...choice, video: false }).catch(() => null);
          if (voice && live) {
            current.current = voice;
            setStream(voice);
            setProblem(cameraProblemOf(problem));
            setMicrophones(await devicesOf('audioinput'));
            return;
          }
          stopStream(voice);
        }
        if (live) setProblem(problem);
      },
    );
    return () => {
      live = false;
    };
  }, [choice]);

  useEffect(() => () => stopStream(current.current), []);

  const setChoice = useCallback(
    (next: Partial<MediaChoice>) => setChoiceState((c) => ({ ...c, ...next })),
    [],
  );
  const release = useCallback(() => {
    stopStream(current.current);
    current.current = null;
  }, []);
  return { stream, problem, choice, cameras, microphones, setChoice, release };
}
