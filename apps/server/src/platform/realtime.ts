import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.ts';
import { verifyJwt } from './crypto.ts';

/**
 * The realtime socket at /ws. Clients authenticate with the `user_firebase_token` from /o/token/ (as the
 * `token` query value), checked against the app's clock and against the session still being live; the first
 * message tells them they are connected.
 */
export async function registerRealtime(app: FastifyInstance, ctx: ServiceContext) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const token = new URL(request.url, 'http://localhost').searchParams.get('token') ?? '';
    const claims = verifyJwt(token, ctx.secret, ctx.clock.now().getTime());
    const live =
      claims?.aud === 'realtime' &&
      typeof claims.sub === 'number' &&
      typeof claims.fam === 'number' &&
      (await ctx.db
        .selectFrom('token_families')
        .select('id')
        .where('id', '=', claims.fam)
        .where('user_id', '=', claims.sub)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()) !== undefined;
    if (!live || !claims) {
      socket.close(4401, 'unauthenticated');
      return;
    }
    socket.send(JSON.stringify({ type: 'ready', user_id: claims.sub }));
    socket.on('message', (raw) => {
      if (raw.toString() === 'ping') socket.send('pong');
    });
  });
}
