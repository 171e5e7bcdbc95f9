import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from '../e2e/harness/server.ts';

/** The baseline server (bench/demand-upload-baseline.ts) in a process of its own. */
export async function startBaseline(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/demand-upload-baseline.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return { url: first.trim(), stop: () => child.kill('SIGTERM') };
}
