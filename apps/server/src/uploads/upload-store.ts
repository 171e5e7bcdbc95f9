import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
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

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
