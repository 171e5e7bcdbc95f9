import autocannon from 'autocannon';

/** A GET path, or a call with a JSON body (the gateway's POST calls). */
export type LoadRequest = string | { method: 'POST'; path: string; body: string };

function requestOf(req: autocannon.Request, r: LoadRequest): autocannon.Request {
  if (typeof r === 'string') return { ...req, path: r };
  return {
    ...req,
    method: r.method,
    path: r.path,
    body: r.body,
    headers: { ...req.headers, 'content-type': 'application/json' },
  };
}

/**
 * Average requests per second over 10 s with 10 connections, after a 2 s warm-up. With several paths the
 * requests rotate through them (so a per-process cache cannot answer them all). Any non-2xx answer or an
 * envelope that is not a success fails the measurement.
 */
export async function loadTest(origin: string, paths: readonly LoadRequest[]): Promise<number> {
  return (await loadRun(origin, paths)).average;
}

/** loadTest, with the number of requests answered in the measured 10 s (for costs per request). */
export async function loadRun(
  origin: string,
  paths: readonly LoadRequest[],
  /** Called right before and right after the measured 10 s (e.g. to read CPU clocks). */
  around: { before?: () => void; after?: () => void } = {},
): Promise<{ average: number; total: number }> {
  let i = 0;
  let failures = 0;
  const requests = [
    {
      setupRequest: (req: autocannon.Request) => requestOf(req, paths[i++ % paths.length]!),
      onResponse: (status: number, body: string) => {
        if (status !== 200 || !body.includes('"isSuccess":true')) failures++;
      },
    },
  ];
  await autocannon({ url: origin, connections: 10, duration: 2, requests });
  failures = 0;
  around.before?.();
  const result = await autocannon({ url: origin, connections: 10, duration: 10, requests });
  around.after?.();
  if (result.non2xx > 0 || result.errors > 0 || failures > 0) {
    throw new Error(
      `load test saw ${result.non2xx} non-2xx answers, ${result.errors} errors, ${failures} failures`,
    );
  }
  return { average: result.requests.average, total: result.requests.total };
}
