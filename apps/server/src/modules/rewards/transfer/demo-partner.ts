import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PartnerMember, partnerRefusal } from '@elevar/domain';

/**
 * A small, real partner loyalty programme speaking the API of `partner.ts`, bound to 127.0.0.1: the server tests
 * run the transfer saga against it, and `npm start` starts it as the DEMO partner when no PARTNER_LOYALTY_URL is
 * configured. It keeps its members and received transfers in memory, checks the HTTP Basic credentials, and
 * answers a repeated `Idempotency-Key` with the first outcome without applying it again. `faults` makes it
 * misbehave for the tests: answer late, fail with 503, or receive a transfer and drop the connection (a crash
 * mid-call).
 */
export interface DemoPartner {
  url: string;
  /** Registrations by document (CPF digits). */
  members: Map<string, PartnerMember>;
  /** Transfers received, by reference; `deliveries` counts every POST of it (repeats included). */
  transfers: Map<string, ReceivedTransfer>;
  faults: {
    /** Delay every answer to POST /v1/transfers by this many ms (after recording the transfer). */
    delayMs: number;
    /** Answer the next N requests (any path) with 503 before doing anything. */
    unavailable: number;
    /** Answer the next N deliveries (POST /v1/transfers) with 503 without receiving them. */
    unavailableDeliveries: number;
    /** Refuse the next N new transfers (`registration_inactive`: the registration ended meanwhile). */
    refuseDeliveries: number;
    /** Record the next N transfers, then destroy the connection without answering. */
    crashAfterRecording: number;
  };
  close(): Promise<void>;
}

export interface ReceivedTransfer {
  document: string;
  points: number;
  expires_at: string | null;
  status: 'accepted' | 'refused';
  code?: string;
  deliveries: number;
}

export async function startDemoPartner(options: {
  clientId: string;
  secret: string;
  members?: Record<string, PartnerMember>;
  port?: number;
}): Promise<DemoPartner> {
  const members = new Map(Object.entries(options.members ?? {}));
  const transfers = new Map<string, ReceivedTransfer>();
  const faults = {
    delayMs: 0,
    unavailable: 0,
    unavailableDeliveries: 0,
    refuseDeliveries: 0,
    crashAfterRecording: 0,
  };
  const expected = `Basic ${Buffer.from(`${options.clientId}:${options.secret}`).toString('base64')}`;

  const send = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > 16_384) return null;
      chunks.push(chunk as Buffer);
    }
    try {
      const value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  function receive(body: Record<string, unknown>): ReceivedTransfer | { invalid: true } {
    const { document, points, expires_at: expiresAt } = body;
    if (typeof document !== 'string' || !Number.isSafeInteger(points) || (points as number) <= 0)
      return { invalid: true };
    // the partner's own rule is the one Elevar checks before sending (SPEC §6): an active registration, a valid role
    const refusal = partnerRefusal(members.get(document) ?? null)?.replace('transfer.', '') ?? null;
    return {
      document,
      points: points as number,
      expires_at: typeof expiresAt === 'string' ? expiresAt : null,
      status: refusal ? 'refused' : 'accepted',
      ...(refusal ? { code: refusal } : {}),
      deliveries: 0,
    };
  }

  const server = createServer(async (request, response) => {
    if (faults.unavailable > 0) {
      faults.unavailable -= 1;
      return send(response, 503, { error: 'unavailable' });
    }
    if (request.headers.authorization !== expected) return send(response, 401, { error: 'unauthorized' });
    const url = new URL(request.url ?? '/', 'http://partner');
    const member = /^\/v1\/members\/([0-9]{1,20})$/.exec(url.pathname);
    if (request.method === 'GET' && member) {
      const found = members.get(member[1] as string);
      return found ? send(response, 200, { document: member[1], ...found }) : send(response, 404, {});
    }
    const status = /^\/v1\/transfers\/([0-9a-f-]{36})$/.exec(url.pathname);
    if (request.method === 'GET' && status) {
      const found = transfers.get(status[1] as string);
      return found
        ? send(response, 200, { reference: status[1], status: found.status, code: found.code })
        : send(response, 404, {});
    }
    if (request.method === 'POST' && url.pathname === '/v1/transfers') {
      if (faults.unavailableDeliveries > 0) {
        faults.unavailableDeliveries -= 1;
        return send(response, 503, { error: 'unavailable' });
      }
      const body = await readJson(request);
      const reference = request.headers['idempotency-key'];
      if (!body || typeof reference !== 'string' || body.reference !== reference)
        return send(response, 400, { code: 'invalid_request' });
      let transfer = transfers.get(reference);
      const repeated = transfer !== undefined;
      if (!transfer) {
        const received = receive(body);
        if ('invalid' in received) return send(response, 400, { code: 'invalid_request' });
        transfer = received;
        if (faults.refuseDeliveries > 0) {
          faults.refuseDeliveries -= 1;
          Object.assign(transfer, { status: 'refused', code: 'registration_inactive' });
        }
        transfers.set(reference, transfer);
      }
      transfer.deliveries += 1;
      if (faults.crashAfterRecording > 0) {
        faults.crashAfterRecording -= 1;
        request.socket.destroy();
        return;
      }
      if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
      if (transfer.status === 'refused') return send(response, 422, { reference, code: transfer.code });
      return send(response, repeated ? 200 : 201, { reference, status: 'accepted' });
    }
    return send(response, 404, {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    members,
    transfers,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
