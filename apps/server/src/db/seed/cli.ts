import path from 'node:path';
import { clockFrom, systemClock } from '@showfloor/domain';
import { openDatabase } from '../client.ts';
import { DataDirLockedError } from '../lock.ts';
import { EnvError, invocationDir, readEnv } from '../../env.ts';
import { ImportRefused, loadFair } from '../../fair-import/import-fair.ts';
import { formatProblem } from '../../fair-import/read-fair.ts';
import { prepareData } from './prepare.ts';
import { seedScale } from './scale.ts';

/**
 * npm run seed [-- --scale N] [-- --from FOLDER]: migrates and prepares the configured database (DATA_DIR or DATABASE_URL) as a start
 * does (the demo fair unless DEMO_SEED=off, placed by CLOCK_AT or the machine's clock) and,
 * with --scale, adds N benchmark exhibitors with about ten products each; with --from, loads an organizer's fair
 * from a folder (src/fair-import/fair-schema.ts; README "Loading a real fair"): every problem in the files is
 * listed with its file, row and column, and then nothing is written. Stop the server first when it uses the same
 * PGlite data directory (the lock refuses otherwise).
 */
function parseFrom(argv: string[]): string | null {
  const i = argv.findIndex((a) => a === '--from' || a.startsWith('--from='));
  if (i < 0) return null;
  const arg = argv[i] ?? '';
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  if (!raw) {
    console.error('--from needs the folder of the fair to load');
    process.exit(2);
  }
  return path.resolve(invocationDir(), raw);
}

function parseScale(argv: string[]): number | null {
  const i = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (i < 0) return null;
  const arg = argv[i] ?? '';
  const raw = arg.includes('=') ? arg.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error('--scale needs a whole number of exhibitors between 1 and 1000000');
    process.exit(2);
  }
  return n;
}

const scale = parseScale(process.argv.slice(2));
const from = parseFrom(process.argv.slice(2));
const started = performance.now();
try {
  const env = readEnv();
  const log = (m: string) => console.log(m);
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, log });
  try {
    const clock = env.clockAt === null ? systemClock : clockFrom(env.clockAt);
    await prepareData(database.db, { clock, demo: env.demo, log });
    console.log(`database ready (${database.kind}${database.kind === 'pglite' ? ` in ${env.dataDir}` : ''})`);
    if (from) {
      try {
        const n = await loadFair(database.db, from);
        console.log(
          `loaded ${from}: event ${n.event}, ${n.pavilions} pavilions, ${n.categories} categories, ` +
            `${n.exhibitors} exhibitors, ${n.products} products`,
        );
      } catch (err) {
        if (!(err instanceof ImportRefused)) throw err;
        console.error(`${err.message} (${from}):`);
        for (const p of err.problems) console.error(`  ${formatProblem(p)}`);
        process.exitCode = 2;
      }
    }
    if (scale) {
      const products = await seedScale(database.db, scale, (done) => {
        if (done % 5000 === 0 || done === scale) console.log(`  ${done}/${scale} exhibitors`);
      });
      const s = (performance.now() - started) / 1000;
      console.log(
        `added up to ${scale} exhibitors and ${products} products in ${s.toFixed(1)} s (existing ids skipped)`,
      );
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(
    err instanceof DataDirLockedError || err instanceof EnvError ? `seed cannot run: ${err.message}` : err,
  );
  process.exit(1);
}
