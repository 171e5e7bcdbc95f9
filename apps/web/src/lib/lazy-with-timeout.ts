/** Loading a route chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a lazy import so a chunk that never arrives (a stalled mobile connection) fails after the timeout
 * instead of leaving the page blank; the route's error element then offers a reload. A failed import
 * becomes the same error, since both are cured the same way.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${ms} ms`)), ms);
      load().then(
        (mod) => {
          clearTimeout(timer);
          resolve(mod);
        },
        (cause: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('Chunk failed to load', { cause }));
        },
      );
    });
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // Vite's own wording when a preloaded dependency of a chunk fails.
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}
