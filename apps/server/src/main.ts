import cluster from 'node:cluster';
import { EnvError, readEnv } from './env.ts';
import { superviseWorkers } from './supervisor.ts';

/*
 * What `npm start` runs. WORKERS=1 (the default): this process is the gateway. WORKERS=N: this process only
 * supervises N gateway processes that share the port (node:cluster hands each new connection to one of them),
 * replaces one that dies, and stops them all on SIGTERM or SIGINT.
 */
let workers = 1;
try {
  workers = readEnv().workers;
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(`Showfloor cannot start: ${err.message}`);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) await superviseWorkers(workers);
else await import('./server.ts');
