import websocket from '@fastify/websocket';
import {
  ErrorCode,
  FRAME_MAX_BYTES,
  REALTIME_PATH,
  REALTIME_VERSION,
  WS_CLOSE,
  type TClientFrame,
} from '@showfloor/contracts';
import { ZClientFrame } from '@showfloor/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../plugins/database-unavailable.ts';
import { Connection } from './connection.ts';
import type { Realtime } from './realtime.ts';

/** The close reason a restarting gateway gives its sockets (read by the web client and shown in logs). */
export const WS_RESTART_REASON = 'service restart: reconnect shortly';
/** How long sockets get to answer the restart close before they are cut. */
const WS_CLOSE_WAIT_MS = 5_000;

/**
 * GET /ws: the realtime channel. Each text frame is JSON checked against contracts' ZClientFrame; a frame that
 * is not gets an error frame and changes nothing; one over FRAME_MAX_BYTES closes the socket (1009); a socket over
 * its frame allowance is told "operation too fast" and, if it keeps on, closed (1008). The socket signs in with
 * an `auth` frame carrying the page's access token (a browser cannot set headers on a WebSocket).
 */
export async function registerRealtimeRoute(app: FastifyInstance, realtime: Realtime): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: FRAME_MAX_BYTES },
    // Replaces the plugin's own preClose, which sent every socket a close without a code and then closed the ws
    // server, which terminates its sockets at once: browsers saw 1005 or a dropped line, and our own close with a
    // code came too late to be sent. Here each socket is told "service restart" (1012) with a reason, and the client
    // comes back with backoff (web lib/realtime/realtime-socket.ts). The closing handshake is part of app.close():
    // the HTTP server stops listening and waits for these sockets to end (plugins/shutdown.ts bounds the wait).
    preClose: async function (this: FastifyInstance) {
      const clients = this.websocketServer.clients;
      for (const client of clients) client.close(WS_CLOSE.serviceRestart, WS_RESTART_REASON);
      // A client that never answers the close would hold app.close() for ws's own 30 s: cut it sooner. Unref'd,
      // so the timer itself never keeps a closed process alive.
      setTimeout(() => {
        for (const client of clients) client.terminate();
      }, WS_CLOSE_WAIT_MS).unref();
    },
  });

  app.get(REALTIME_PATH, { websocket: true }, (socket, request) => {
    const conn = new Connection(socket, requestLanguage(request), request.ip, performance.now());
    const fail = async (err: unknown, ref: string | undefined) => {
      // A database that is away is a "try again" (its own code), not an error of the frame.
      const away = !(err instanceof BusinessError) && isDatabaseUnavailable(err);
      const code =
        err instanceof BusinessError ? err.code : away ? ErrorCode.DatabaseUnavailable : ErrorCode.Internal;
      if (away) {
        conn.send({ type: 'error', ref, code, message: databaseUnavailableMessage(conn.lang) });
        return;
      }
      if (!(err instanceof BusinessError)) request.log.error({ err }, 'realtime frame failed');
      const base = await app.services.dictionary.messageFor(code, conn.lang);
      const detail = err instanceof BusinessError ? err.detail : undefined;
      conn.send({ type: 'error', ref, code, message: detail ? `${base}: ${detail}` : base });
    };
    // Frames of one socket are handled in order, one after the other (an answer never overtakes an offer).
    let queue = Promise.resolve();
    let closing = false;
    socket.on('message', (data, isBinary) => {
      // Elapsed time, not the fair's clock: moving the clock must not open or close the allowance.
      if (closing) return;
      if (!conn.allow(performance.now())) {
        // In the socket's order: the refusals after the frames it was allowed, the close after the refusals.
        if (conn.warnFlood()) {
          closing = true;
          queue = queue.then(() => socket.close(WS_CLOSE.policy, 'operation too fast'));
        } else queue = queue.then(() => fail(new BusinessError(ErrorCode.OperationTooFast), undefined));
        return;
      }
      queue = queue.then(() => onFrame(isBinary ? null : data.toString()));
    });
    socket.on('close', () => {
      queue = queue.then(() => realtime.gone(conn));
    });
    socket.on('error', (err) => request.log.debug({ err }, 'realtime socket error'));
    conn.send({ type: 'hello', socket: conn.id });

    async function onFrame(text: string | null): Promise<void> {
      let raw: unknown;
      try {
        raw = text === null ? undefined : JSON.parse(text);
      } catch {
        raw = undefined;
      }
      const version = (raw as { v?: unknown } | undefined)?.v;
      if (raw !== undefined && version !== REALTIME_VERSION && typeof version === 'number') {
        await fail(
          new BusinessError(ErrorCode.BadRequest, 200, `frames version ${REALTIME_VERSION} only`),
          undefined,
        );
        socket.close(WS_CLOSE.policy, 'unsupported version');
        return;
      }
      const parsed = ZClientFrame.safeParse(raw);
      const ref =
        typeof (raw as { ref?: unknown })?.ref === 'string'
          ? (raw as { ref: string }).ref.slice(0, 40)
          : undefined;
      if (!parsed.success) {
        const detail = parsed.error.issues
          .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
          .join('; ');
        await fail(
          new BusinessError(ErrorCode.BadRequest, 400, text === null ? 'frames are JSON text' : detail),
          ref,
        );
        return;
      }
      const frame: TClientFrame = parsed.data;
      try {
        if (frame.type === 'ping') conn.send({ type: 'pong', ref: frame.ref });
        else if (frame.type === 'auth') await signIn(frame.token, frame.ref);
        else {
          const handler = realtime.handlerOf(frame.type);
          if (!handler) throw new BusinessError(ErrorCode.BadRequest, 400, `no handler for ${frame.type}`);
          await handler(conn, frame as never);
        }
      } catch (err) {
        await fail(err, frame.ref);
      }
    }

    async function signIn(token: string, ref: string | undefined): Promise<void> {
      const owner = app.hasDecorator('sso') ? await app.sso.verifyAccessToken(token) : null;
      if (!owner) throw new BusinessError(ErrorCode.Unauthorized, 401);
      if (conn.accountId && conn.accountId !== owner.accountId) {
        // One socket is one person: a different account opens its own socket.
        throw new BusinessError(ErrorCode.Forbidden, 403, 'this socket belongs to another account');
      }
      conn.accountId = owner.accountId;
      conn.send({ type: 'ok', ref });
    }
  });
}
