import autocannon from 'autocannon';

/** Average requests per second over 10 s with 10 connections, after a 2 s warm-up; non-2xx answers fail it. */
export async function loadTest(url: string): Promise<number> {
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: 10 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`load test saw ${result.non2xx} non-2xx answers and ${result.errors} errors on ${url}`);
  }
  return result.requests.average;
}
