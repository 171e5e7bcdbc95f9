import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, type TReserveBody } from '@showfloor/contracts';
import { ApiError, configureApiClient } from '../../../lib/api-client.ts';
import { reserveMeeting } from './reserve-chat.ts';

/*
 * Reserve against a real HTTP server: the Idempotency-Key goes with the POST, a request lost on the network
 * is sent once more with the same key, and a refusal is neither retried nor toasted (the dialog shows it).
 */

const G = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const body: TReserveBody = {
  topOrgId: G(1),
  bventId: G(2),
  srcBizId: '',
  srcBizType: 'Shop',
  srcBizCode: '',
  srcBizName: '',
  receiveAccountId: G(3),
  receiveOrgId: G(4),
  sendAccountName: 'Ana',
  startTime: '2026-12-08 09:00:00',
  endTime: '2026-12-08 09:30:00',
  topic: 'Pumps',
  chatType: 'OnLine',
  SendBusinessCard: 0,
  chatId: G(5),
  attendeeOrganizationRole: 'Attendee',
  address: '',
  addressType: 'Customize',
};

let server: Server;
let base = '';
let mode: 'dropFirst' | 'engaged' = 'dropFirst';
let keys: (string | undefined)[] = [];
let bodies: unknown[] = [];
let toasts: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      keys.push(req.headers['idempotency-key'] as string | undefined);
      bodies.push(JSON.parse(raw));
      if (mode === 'dropFirst' && keys.length === 1) {
        req.socket.destroy();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      if (mode === 'engaged') {
        res.statusCode = 409;
        res.end(
          JSON.stringify({
            isSuccess: false,
            businessCode: ErrorCode.SlotEngaged,
            businessMessage:
              'Sorry, the selected time slot has been engaged, please select another time slot.',
            returnObj: null,
            pager: null,
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          isSuccess: true,
          businessCode: 0,
          businessMessage: '',
          returnObj: G(9),
          pager: null,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  keys = [];
  bodies = [];
  toasts = [];
  configureApiClient({
    baseUrl: base,
    navigate: () => undefined,
    toast: (m) => void toasts.push(m),
    t: (_k, fallback) => fallback,
    getLanguage: () => 'en-US',
    getToken: () => 'tok',
    getCurrentOrg: () => null,
    getEventId: () => G(2),
    host: 'browser',
  });
});

describe('reserveMeeting', () => {
  it('a POST lost on the network is sent again with the same Idempotency-Key', async () => {
    mode = 'dropFirst';
    await expect(reserveMeeting(body, 'key-abc')).resolves.toBe(G(9));
    expect(keys).toEqual(['key-abc', 'key-abc']);
    expect(bodies[1]).toEqual({ ...body, lang: 'en-US' });
  });

  it('a refusal (slot engaged) is not retried and not toasted: the dialog shows its message', async () => {
    mode = 'engaged';
    const error = await reserveMeeting(body, 'key-def').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).businessCode).toBe(ErrorCode.SlotEngaged);
    expect((error as ApiError).message).toBe(
      'Sorry, the selected time slot has been engaged, please select another time slot.',
    );
    expect(keys).toEqual(['key-def']);
    expect(toasts).toEqual([]);
  });
});
