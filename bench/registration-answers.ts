// Registration tells nobody who has an account (issue 19 item 8): the same form posted with new addresses and with
// addresses that have an account, interleaved, against one server. Reports each kind's status, page (with the
// address and per-request tokens taken out) and time. `npm run bench:registration -w @showfloor/bench` writes the
// "Registration answers" section of bench/RESULTS.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import {
  DEMO_ACCOUNTS,
  DEMO_EVENT_ID,
  type DemoAccountKey,
  demoEmail,
} from '../apps/server/src/db/seed/demo-ids.ts';
import { repoRoot, startServer } from '../e2e/harness/server.ts';
import { replaceSection } from './pages.ts';
import { percentile } from './percentile.ts';

const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 30);
const known = (Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]).map((k) => demoEmail(k));

const server = await startServer({ RATE_LIMIT: 'off' });
try {
  const form = await fetch(`${server.url}/sso/register?bventId=${DEMO_EVENT_ID}&identity=visitor&lang=en-US`);
  const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  if (!cookie || !csrf) throw new Error('no registration form');

  const post = async (email: string) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/sso/register`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        csrf,
        lang: 'en-US',
        bventId: DEMO_EVENT_ID,
        identity: 'visitor',
        email,
        password: 'a-long-password-1',
        fullName: 'Bench Visitor',
        phone: '+351 210 000 000',
        company: 'Bench Lda',
      }).toString(),
    });
    const body = (await res.text())
      .replaceAll(email, 'EMAIL')
      .replace(/nonce-[^']+'|nonce="[^"]+"/g, 'NONCE');
    return { status: res.status, body, ms: performance.now() - started };
  };

  await post(`warm-${Date.now()}@example.com`);
  const runs = {
    fresh: [] as Awaited<ReturnType<typeof post>>[],
    known: [] as Awaited<ReturnType<typeof post>>[],
  };
  for (let i = 0; i < ROUNDS; i++) {
    // Interleaved, and each round in a different order, so a drift of the machine hits both kinds alike.
    const pair = [
      () => post(`bench-${Date.now()}-${i}@example.com`).then((r) => runs.fresh.push(r)),
      () => post(known[i % known.length]!).then((r) => runs.known.push(r)),
    ];
    if (i % 2) pair.reverse();
    for (const step of pair) await step();
  }
  const line = (name: string, rs: typeof runs.fresh) => {
    const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
    const statuses = [...new Set(rs.map((r) => r.status))].join(', ');
    return `| ${name} | ${statuses} | ${percentile(ms, 50).toFixed(0)} ms | ${percentile(ms, 90).toFixed(0)} ms |`;
  };
  const pages = new Set([...runs.fresh, ...runs.known].map((r) => r.body));
  const medianRatio =
    percentile(
      runs.known.map((r) => r.ms).sort((a, b) => a - b),
      50,
    ) /
    percentile(
      runs.fresh.map((r) => r.ms).sort((a, b) => a - b),
      50,
    );
  const section = `## Registration answers

\`npm run bench:registration -w @showfloor/bench\` on ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}: the registration form
posted ${ROUNDS} times with a new address and ${ROUNDS} times with an address that has an account, interleaved, one at a
time, against one server (PGlite). Before this change a known address answered 409 "This email cannot be used"
and a new one 303 (logged in).

| address | status | p50 | p90 |
| --- | --- | --- | --- |
${line('new', runs.fresh)}
${line('has an account', runs.known)}

Distinct pages among the ${ROUNDS * 2} answers, with the address and the per-request nonce taken out: ${pages.size}.
Median time, known / new: ${medianRatio.toFixed(2)}x (both hash the password; the difference is a few
statements of the database against an argon2 run).
`;
  const file = join(repoRoot, 'bench', 'RESULTS.md');
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
  console.log(section);
} finally {
  await server.stop();
}
