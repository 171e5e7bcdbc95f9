// `npm run bench:room-relay -w @showfloor/bench`: the negotiation rooms' signalling server under load (issue 11).
// 1,000 sockets in 500 rooms (two guests a room, by invitation), each sending 10 signalling frames a second to
// the other seat for 10 s; the relay time (sent to received, both in this process's clock) and the server's
// resident memory per socket. The rooms, their meetings and invitations are put in the data before the server
// starts, at a clock when they are open. Writes the "Room signalling" section of bench/RESULTS.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { meetings } from '../apps/server/src/db/schema/meetings.ts';
import { roomInvitations, rooms } from '../apps/server/src/db/schema/rooms.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ORG_ID } from '../apps/server/src/db/seed/demo-ids.ts';
import { openDemoDatabase } from '../e2e/harness/database.ts';
import { newDataDir, repoRoot, startServer } from '../e2e/harness/server.ts';
import { processCpu } from './cpu-time.ts';
import { replaceSection } from './pages.ts';
import { benchRoomMeeting } from './room-seed.ts';
import { percentile } from './percentile.ts';

const ROOMS = Number(process.env.ROOMS ?? 500);
const RATE = 10;
const SECONDS = 10;
// Every room open: they start from 10:30:01 to 10:38:20 and open 10 minutes before.
const CLOCK_AT = '2026-12-08T10:29:00+08:00';
const HEADING = '## Room signalling';

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function seedRooms(dataDir: string): Promise<{ room: string; invite: string }[]> {
  const database = await openDemoDatabase({ dataDir });
  const made: { room: string; invite: string }[] = [];
  const meetingRows = [];
  for (let i = 0; i < ROOMS; i++) {
    // A second apart from 10:30:01: one active meeting per visitor, exhibitor and start time.
    const k = i + 1;
    const at = `2026-12-08 10:${30 + Math.floor(k / 60)}:${String(k % 60).padStart(2, '0')}`;
    const room = String(300_000_000 + i);
    meetingRows.push(benchRoomMeeting(room, `Bench room ${i}`, at));
    made.push({ room, invite: `bench-invitation-${String(i).padStart(6, '0')}` });
  }
  await database.db.insert(meetings).values(meetingRows);
  await database.db.insert(rooms).values(
    meetingRows.map((m) => ({
      roomNumber: m.roomNumber!,
      meetingId: m.id!,
      bventId: DEMO_EVENT_ID,
      hostOrgId: DEMO_EXHIBITOR_ORG_ID,
      capacity: 4,
    })),
  );
  await database.db
    .insert(roomInvitations)
    .values(made.map((m) => ({ token: m.invite, roomNumber: m.room })));
  await database.close();
  return made;
}

interface Peer {
  socket: WebSocket;
  seat: string;
  other: string;
  room: string;
}

/** A socket whose frames are kept from the start (the server's hello can come in the packet that opens it). */
function open(
  url: string,
): Promise<{ socket: WebSocket; next(type: string): Promise<Record<string, unknown>> }> {
  const socket = new WebSocket(url);
  const frames: Record<string, unknown>[] = [];
  let wake: (() => void) | null = null;
  const onMessage = (data: WebSocket.RawData) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
    wake?.();
  };
  socket.on('message', onMessage);
  const next = async (type: string) => {
    for (;;) {
      const i = frames.findIndex((f) => f.type === type || f.type === 'error');
      if (i >= 0) return frames.splice(i, 1)[0]!;
      await new Promise<void>((r) => (wake = r));
    }
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      // Joined: from here on the measurement reads the frames itself.
      resolve({
        socket,
        next: async (type) => {
          const f = await next(type);
          if (type === 'room.joined') socket.off('message', onMessage);
          return f;
        },
      });
    });
    socket.once('error', reject);
  });
}

async function main(): Promise<void> {
  const dataDir = newDataDir();
  const made = await seedRooms(dataDir);
  const server = await startServer(
    {
      CLOCK_AT,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
      ...(process.env.PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } : {}),
    },
    dataDir,
  );
  try {
    const ws = `${server.url.replace('http', 'ws')}/ws?lang=en-US`;
    const before = rss(server.pid);
    const peers: Peer[] = [];
    // Joined a room at a time (both guests), 20 rooms at once.
    for (let i = 0; i < made.length; i += 20) {
      await Promise.all(
        made.slice(i, i + 20).map(async ({ room, invite }) => {
          const pair: { socket: WebSocket; seat: string }[] = [];
          for (const name of ['A', 'B']) {
            const { socket, next } = await open(ws);
            await next('hello');
            socket.send(
              JSON.stringify({ v: 1, type: 'room.join', room, invite, name, audio: true, video: true }),
            );
            const joined = await next('room.joined');
            if (joined.type !== 'room.joined') throw new Error(`join refused: ${JSON.stringify(joined)}`);
            pair.push({ socket, seat: String(joined.seat) });
          }
          peers.push(
            { ...pair[0]!, other: pair[1]!.seat, room },
            { ...pair[1]!, other: pair[0]!.seat, room },
          );
        }),
      );
    }
    const joinedRss = rss(server.pid);
    const latencies: number[] = [];
    let errors = 0;
    for (const p of peers) {
      p.socket.on('message', (data) => {
        const f = JSON.parse(data.toString()) as {
          type: string;
          signal?: { candidate?: { candidate?: string } };
        };
        if (f.type === 'error') errors++;
        const sent = Number(f.signal?.candidate?.candidate?.slice(2));
        if (f.type === 'room.signal' && sent) latencies.push(performance.now() - sent);
      });
    }
    // Each socket sends RATE frames a second, spread evenly across sockets so the load is steady.
    const stopAt = performance.now() + SECONDS * 1000;
    let sent = 0;
    const cpu0 = process.cpuUsage();
    const server0 = processCpu(server.pid);
    await Promise.all(
      peers.map(
        (p, i) =>
          new Promise<void>((resolve) => {
            setTimeout(
              () => {
                const timer = setInterval(() => {
                  if (performance.now() >= stopAt) {
                    clearInterval(timer);
                    resolve();
                    return;
                  }
                  sent++;
                  p.socket.send(
                    JSON.stringify({
                      v: 1,
                      type: 'room.signal',
                      room: p.room,
                      to: p.other,
                      signal: {
                        kind: 'ice',
                        candidate: { candidate: `t=${performance.now()}`, sdpMid: '0' },
                      },
                    }),
                  );
                }, 1000 / RATE);
              },
              (i / peers.length) * (1000 / RATE),
            );
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const cpu = process.cpuUsage(cpu0);
    const server1 = processCpu(server.pid);
    const serverUs =
      server0 !== null && server1 !== null
        ? ((server1 - server0) * 1e6) / Math.max(1, latencies.length)
        : NaN;
    const loaderUs = (cpu.user + cpu.system) / Math.max(1, sent);
    for (const p of peers) p.socket.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const perSocketKb = ((joinedRss - before) * 1024) / peers.length;
    const section = `${HEADING}

\`npm run bench:room-relay -w @showfloor/bench\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: the
signalling server (one gateway on PGlite) with ${peers.length} sockets in ${made.length} rooms (two guests a room), each
sending ${RATE} signalling frames a second to the other seat for ${SECONDS} s (${(peers.length * RATE).toLocaleString('en-US')} frames/s relayed), from one load process
on the same 2 cores (it spent ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU). Relay time: from the sender's send to the
receiver's frame, one clock. CPU per frame: the server's process per relayed frame, the load process per frame it
sent and received. Targets: relay p99 <= 50 ms; memory per socket reported.

| frames sent | relayed | refused | relay p50 | relay p99 | p99 <= 50 ms | server CPU / frame | load CPU / frame | server memory before / with the sockets | per socket |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| ${sent} | ${latencies.length} | ${errors} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${p99 <= 50 ? 'met' : 'NOT met'} | ${serverUs.toFixed(0)} µs | ${loaderUs.toFixed(0)} µs | ${before.toFixed(0)} MB / ${joinedRss.toFixed(0)} MB | ${perSocketKb.toFixed(0)} KB |

At these costs one gateway process relays at most 1,000,000 / ${serverUs.toFixed(0)} = ${(1e6 / serverUs).toFixed(0)} frames/s on its one thread; the
load asked ${(peers.length * RATE).toLocaleString('en-US')}, so the server's thread was ${((serverUs * peers.length * RATE) / 1e4).toFixed(0)}% busy and the load process beside it on the same
2 cores ${((loaderUs * peers.length * RATE) / 1e4).toFixed(0)}% (the relay time includes that process's own event-loop delays).
`;
    const results = join(repoRoot, 'bench/RESULTS.md');
    writeFileSync(results, replaceSection(readFileSync(results, 'utf8'), section));
    console.log(section);
  } finally {
    await server.stop();
  }
}

await main();
