import type { Bus } from '../realtime/bus.ts';

/**
 * A cache entry dropped on every gateway process: here at once, on the others when the bus brings the news
 * (Redis pub/sub with several workers). A cache that lives in each process's memory must not go on serving what
 * a write on another worker has changed. The bus being away never fails the write: the others then keep the
 * entry until their cache's own few seconds run out.
 */
export function sharedInvalidation(
  bus: Bus,
  topic: string,
  drop: (key: string) => void,
): (key: string) => void {
  bus.subscribe(topic, (_topic, message) => {
    const key = (message as { key?: unknown } | null)?.key;
    if (typeof key === 'string') drop(key);
  });
  return (key) => {
    drop(key);
    bus.publish(topic, { key }).catch(() => {});
  };
}
