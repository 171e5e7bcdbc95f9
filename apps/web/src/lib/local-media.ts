/** Why the camera or microphone could not be had: each shows the dictionary's own message. */
export type MediaProblem = 'denied' | 'no-device' | 'busy' | 'unsupported' | CameraProblem;
/** The camera alone could not be had; the microphone works (voice only is the way in). */
export type CameraProblem = 'camera-denied' | 'no-camera' | 'camera-busy';

/** A problem of both devices, said of the camera alone once the microphone was had without it. */
export function cameraProblemOf(problem: MediaProblem): CameraProblem {
  if (problem === 'no-device') return 'no-camera';
  if (problem === 'busy') return 'camera-busy';
  return 'camera-denied';
}

export const isCameraProblem = (p: MediaProblem | null): p is CameraProblem =>
  p === 'camera-denied' || p === 'no-camera' || p === 'camera-busy';

/** What the participant brings: camera and microphone, or voice only, or nothing (listen only). */
export interface MediaChoice {
  audio: boolean;
  video: boolean;
  audioDeviceId?: string;
  videoDeviceId?: string;
}

/** The browser's DOMException names, sorted into what the page says about them. */
export function problemOf(err: unknown): MediaProblem {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

export function canUseMedia(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** Screen sharing: desktop browsers have getDisplayMedia; most phone browsers do not. */
export function canShareScreen(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

/** A camera and microphone stream as chosen, or the reason there is none. Nothing asked: an empty stream. */
export async function openMedia(
  choice: MediaChoice,
  facingMode: 'user' | 'environment' = 'user',
): Promise<MediaStream> {
  if (!choice.audio && !choice.video) return new MediaStream();
  if (!canUseMedia()) throw new DOMException('no media devices', 'NotFoundError');
  return navigator.mediaDevices.getUserMedia({
    audio: choice.audio
      ? {
          deviceId: choice.audioDeviceId ? { exact: choice.audioDeviceId } : undefined,
          echoCancellation: true,
        }
      : false,
    video: choice.video
      ? {
          deviceId: choice.videoDeviceId ? { exact: choice.videoDeviceId } : undefined,
          facingMode: choice.videoDeviceId ? undefined : facingMode,
          width: { ideal: 640 },
          height: { ideal: 480 },
          frameRate: { ideal: 24 },
        }
      : false,
  });
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The devices of a kind, once permission was given (before it, their labels are empty). */
export async function devicesOf(kind: 'audioinput' | 'videoinput'): Promise<MediaDeviceInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  return (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === kind && d.deviceId);
}
