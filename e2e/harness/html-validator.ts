import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The Nu HTML Checker's jar, as the vnu-jar package ships it. */
const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

/** One message of the checker's JSON output. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

export interface CheckedDocument {
  name: string;
  /** One line per error: where, what, and the markup around it. */
  errors: string[];
  /** The checker's warnings and notes (type info): reported, never a failure. */
  warnings: string[];
}

/**
 * Java is a system package (Debian's default-jre-headless; `.ci/run` installs it where `java` is missing). Without
 * it the check fails and says so rather than passing unchecked.
 */
function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The Nu HTML Checker (vnu-jar) needs Java 11 or later on PATH, and `java` was not found: install ' +
        "Debian's default-jre-headless (CI's .ci/run does when java is missing).",
    );
  }
}

/**
 * HTML documents gathered into a temporary folder and checked together by one run of the Nu HTML Checker: Java
 * takes seconds to start, so a journey collects every page first and starts it once.
 */
export class HtmlBatch {
  private readonly dir = mkdtempSync(join(tmpdir(), 'showfloor-vnu-'));
  private readonly files = new Map<string, string>();

  get size(): number {
    return this.files.size;
  }

  add(name: string, html: string): void {
    const file = join(
      this.dir,
      `${String(this.files.size).padStart(3, '0')}-${name.replace(/[^\w.-]+/g, '_')}.html`,
    );
    writeFileSync(file, html);
    this.files.set(file, name);
  }

  /** Checks every document added (as HTML, whatever its bytes look like) and answers each one's findings. */
  async check(): Promise<CheckedDocument[]> {
    requireJava();
    const files = [...this.files.keys()];
    const { code, stdout, stderr } = await run('java', [
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--stdout',
      ...files,
    ]);
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(
        `the Nu HTML Checker answered no JSON (exit ${code}): ${stderr || stdout}`.slice(0, 2000),
      );
    }
    const byFile = new Map(files.map((f) => [f, { errors: [] as string[], warnings: [] as string[] }]));
    for (const m of messages) {
      const file = m.url ? decodeURIComponent(m.url.replace(/^file:/, '')) : '';
      const found = byFile.get(file);
      // A message about no document of ours (the checker itself failing) is an error of the run.
      if (!found) throw new Error(`the Nu HTML Checker: ${m.type}: ${m.message}`);
      const line = `${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, ' ')}]` : ''}`;
      (m.type === 'info' ? found.warnings : found.errors).push(line);
    }
    return files.map((f) => ({
      name: this.files.get(f) ?? f,
      ...(byFile.get(f) ?? { errors: [], warnings: [] }),
    }));
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function run(cmd: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
