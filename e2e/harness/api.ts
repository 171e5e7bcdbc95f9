/** Reads from the real gateway, to compare what a page shows with what the server holds. */
export async function call<T>(base: string, path: string): Promise<T> {
  const r = await fetch(`${base}/api${path}`);
  const body = (await r.json()) as { isSuccess: boolean; returnObj: T; businessMessage: string };
  if (!body.isSuccess) throw new Error(`${path}: ${body.businessMessage}`);
  return body.returnObj;
}
