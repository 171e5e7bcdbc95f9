import { expect } from 'vitest';
import { DEMO_EVENT_ID, DEMO_PRODUCT_ID } from '../src/db/seed/demo-ids.ts';
import type { Party } from './instant-helpers.ts';
import { WsClient } from './ws-client.ts';

/* The enquiry suites' helpers: a form that passes every rule, and sockets that hear enquiries. */

/** An enquiry about the demo product that every rule takes; a test changes what it is about. */
export const ENQUIRY_FORM = {
  bventId: DEMO_EVENT_ID,
  productId: DEMO_PRODUCT_ID,
  quantity: 200,
  unit: '件',
  message: 'Price for 200 pieces delivered to Macau?',
  phone: '138 0013 8000',
  email: '',
  sendBusinessCard: false,
  agreed: true,
};

/** A socket on `origin` signed in as `who` that has sent `enquiry.watch` for the demo event; kept in `sockets`. */
export async function watchingEnquiries(origin: string, who: Party, sockets: WsClient[]): Promise<WsClient> {
  const s = await WsClient.open(origin);
  sockets.push(s);
  expect((await s.ask({ type: 'auth', token: who.bearer.slice('Bearer '.length) }, 'ok')).type).toBe('ok');
  expect((await s.ask({ type: 'enquiry.watch', bventId: DEMO_EVENT_ID }, 'ok')).type).toBe('ok');
  return s;
}

/**
 * What a socket heard of enquiry `id` (audience and state, in order), once a ping has made the round trip: the
 * bus delivers a change on the next tick, long before the answer to a frame sent after the call.
 */
export async function enquiryNewsOf(s: WsClient, id: string): Promise<string[]> {
  expect((await s.ask({ type: 'ping' }, 'pong')).type).toBe('pong');
  return s.frames.flatMap((f) =>
    f.type === 'enquiry.updated' && f.id === id ? [`${f.audience}:${f.state}`] : [],
  );
}
