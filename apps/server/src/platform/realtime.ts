import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { verifyJwt } from './crypto.ts';

/**
 * The realtime socket at /ws. Clients authenticate with the `user_firebase_token` from /o/token/ (as the
 * `token` query value); the first message tells them they are connected.
 */
export async function registerRealtime(app: FastifyInstance, secret: string) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const token = new URL(request.url, 'http://localhost').searchParams.get('token') ?? '';
    const claims = verifyJwt(token, secret);
    if (claims?.aud !== 'realtime' || typeof claims.sub !== 'number') {
      socket.close(4401, 'unauthenticated');
      return;
    }
    socket.send(JSON.stringify({ type: 'ready', user_id: claims.sub }));
    socket.on('message', (raw) => {
      if (raw.toString() === 'ping') socket.send('pong');
    });
  });
}
