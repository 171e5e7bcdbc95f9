import { useEffect, useState } from 'react';
import type { TLanguage } from '@showfloor/contracts';
import { acquireRealtime, type SocketStatus } from '../../../lib/realtime/realtime-socket.ts';

/** Whether the page's socket is live: open, reconnecting, or offline (closed, and the browser says so). */
export function useConnectionState(lang: TLanguage): 'offline' | 'reconnecting' | 'online' {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const { socket, release } = acquireRealtime(lang);
    setStatus(socket.status);
    const off = socket.onStatus(setStatus);
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      off();
      release();
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [lang]);
  // A socket that is open is the proof: the browser's online events may come late, or not at all.
  if (status === 'open') return 'online';
  if (!online || !navigator.onLine) return 'offline';
  return status === 'reconnecting' ? 'reconnecting' : 'online';
}
