import { readdirSync, readFileSync } from 'node:fs';

// Linux's /proc: on a shared machine requests per second move with whatever else runs, while the CPU time a
// request costs each process moves much less. Elsewhere these answer null or nothing and the figures are left out.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) process `pid` has used so far; null when /proc cannot tell. */
export function processCpu(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is
    // the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by each PostgreSQL backend of this machine serving database `db` (titles name it). */
export function backendsCpu(db: string): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc', { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^\d+$/.test(entry.name)) continue;
    try {
      const title = readFileSync(`/proc/${entry.name}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.includes(` ${db} `)) continue;
      const cpu = processCpu(Number(entry.name));
      if (cpu !== null) used.set(Number(entry.name), cpu);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return used;
}

/** CPU seconds the backends used between two readings (a backend that started meanwhile counts whole). */
export function backendsSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, cpu] of after) spent += cpu - (before.get(pid) ?? 0);
  return spent;
}
