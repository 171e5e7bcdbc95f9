import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

/**
 * Where uploaded files live (DESIGN.md §3: one storage port). A file is named by its content's hash, so a name
 * never changes meaning and is served with immutable caching; writing the same content twice writes nothing new.
 */
export interface UploadStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** A new temporary file beside the store's files, for a large upload streamed to disk before it is checked. */
  incoming(): Promise<string>;
  /** Keeps a checked temporary file under its key (a rename: nothing is copied); drops it when the key exists. */
  adopt(key: string, temp: string): Promise<void>;
  /** Drops a temporary file that was refused or cut off. */
  discard(temp: string): Promise<void>;
  /** The file of a key on this machine, for serving it in byte ranges (a video); null when there is none. */
  fileOf(key: string): Promise<string | null>;
  /**
   * The directory of a camera live's media (its HLS init and media segments and the ingest's state), made on
   * demand. Beside the uploads, on the same disk every gateway of a deployment shares.
   */
  liveDir(liveId: string): Promise<string>;
}

/** The default adapter: files under a directory (DATA_DIR/uploads), written whole (a temp file, then renamed). */
export class FileUploadStore implements UploadStore {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    // Keys are checked by their callers' schemas; this refuses anything else that could leave the directory.
    if (!/^[a-z0-9][a-z0-9.-]{0,100}$/.test(key)) throw new Error(`not an upload key: ${key}`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    if (await this.has(key)) return;
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async incoming(): Promise<string> {
    const dir = path.join(this.dir, 'incoming');
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${randomUUID()}.part`);
  }

  async adopt(key: string, temp: string): Promise<void> {
    if (await this.has(key)) return this.discard(temp);
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(temp, file);
  }

  async discard(temp: string): Promise<void> {
    await rm(temp, { force: true });
  }

  async fileOf(key: string): Promise<string | null> {
    return (await this.has(key)) ? this.pathOf(key) : null;
  }

  async liveDir(liveId: string): Promise<string> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(liveId))
      throw new Error(`not a live id: ${liveId}`);
    const dir = path.join(this.dir, 'live', liveId.toLowerCase());
    await mkdir(dir, { recursive: true });
    return dir;
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
