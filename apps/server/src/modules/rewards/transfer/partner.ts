import type { PartnerMember } from '@elevar/domain';
import type { Config } from '../../../config.ts';

/**
 * The HTTP adapter of the partner loyalty programme (the construction-industry programme of SPEC §1). Base URL and
 * credentials come from the configuration (`PARTNER_LOYALTY_URL`, `PARTNER_LOYALTY_CLIENT_ID`,
 * `PARTNER_LOYALTY_SECRET`, sent as HTTP Basic); every call gives up after `PARTNER_LOYALTY_TIMEOUT_MS`. The API:
 *
 * - `GET  {base}/v1/members/{document}` → 200 `{ status: 'active' | 'inactive', role }`, 404 when not registered;
 * - `POST {base}/v1/transfers` with `Idempotency-Key: {reference}` and `{ reference, document, points, expires_at }`
 *   → 201 (or 200 for a key already received) `{ reference, status: 'accepted' }`, 422 `{ code }` when refused;
 * - `GET  {base}/v1/transfers/{reference}` → 200 `{ status: 'accepted' | 'refused', code? }`, 404 when never received.
 *
 * A time-out, a broken connection or a 5xx is `PartnerUnavailable`: the caller cannot know what the partner did.
 */
export interface PartnerLoyalty {
  /** The document's registration in the partner programme, null when it has none. */
  member(document: string): Promise<PartnerMember | null>;
  /** Delivers a transfer; the reference is its idempotency key, so a repeated delivery is answered, not applied. */
  send(transfer: PartnerTransfer): Promise<PartnerOutcome>;
  /** What the partner did with a transfer: its outcome, or null when it never received it. */
  outcome(reference: string): Promise<PartnerOutcome | null>;
}

export interface PartnerTransfer {
  reference: string;
  document: string;
  points: number;
  expiresAt: Date | null;
}

export type PartnerOutcome = { status: 'accepted' } | { status: 'refused'; code: string };

/** The partner did not answer in time, the connection broke, or it failed (5xx): the outcome is unknown. */
export class PartnerUnavailable extends Error {}

/** The configured partner, or null when none is (production without PARTNER_LOYALTY_URL). */
export function partnerFromConfig(config: Config): PartnerLoyalty | null {
  if (!config.PARTNER_LOYALTY_URL) return null;
  return httpPartner({
    baseUrl: config.PARTNER_LOYALTY_URL,
    clientId: config.PARTNER_LOYALTY_CLIENT_ID,
    secret: config.PARTNER_LOYALTY_SECRET ?? '',
    timeoutMs: config.PARTNER_LOYALTY_TIMEOUT_MS,
  });
}

export function httpPartner(options: {
  baseUrl: string;
  clientId: string;
  secret: string;
  timeoutMs: number;
}): PartnerLoyalty {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.secret}`).toString('base64')}`;

  async function call(path: string, init: { method?: string; body?: object; key?: string } = {}) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.key ? { 'idempotency-key': init.key } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new PartnerUnavailable(`partner ${path}: ${error instanceof Error ? error.message : error}`);
    }
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new PartnerUnavailable(`partner ${path}: HTTP ${response.status}`);
    }
    let body: Record<string, unknown> = {};
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (response.status !== 404)
        throw new PartnerUnavailable(`partner ${path}: ${error instanceof Error ? error.message : error}`);
    }
    return { status: response.status, body };
  }

  const outcomeOf = (body: Record<string, unknown>): PartnerOutcome =>
    body.status === 'accepted'
      ? { status: 'accepted' }
      : { status: 'refused', code: typeof body.code === 'string' ? body.code.slice(0, 80) : 'refused' };

  return {
    async member(document) {
      const { status, body } = await call(`/v1/members/${encodeURIComponent(document)}`);
      if (status === 404) return null;
      if (status !== 200) throw new PartnerUnavailable(`partner member lookup: HTTP ${status}`);
      return { status: body.status === 'active' ? 'active' : 'inactive', role: String(body.role ?? '') };
    },
    async send(transfer) {
      const { status, body } = await call('/v1/transfers', {
        method: 'POST',
        key: transfer.reference,
        body: {
          reference: transfer.reference,
          document: transfer.document,
          points: transfer.points,
          expires_at: transfer.expiresAt?.toISOString() ?? null,
        },
      });
      if (status === 200 || status === 201) return outcomeOf(body);
      if (status >= 400 && status < 500 && status !== 404 && status !== 429)
        return {
          status: 'refused',
          code: typeof body.code === 'string' ? body.code.slice(0, 80) : 'refused',
        };
      throw new PartnerUnavailable(`partner transfer: HTTP ${status}`);
    },
    async outcome(reference) {
      const { status, body } = await call(`/v1/transfers/${encodeURIComponent(reference)}`);
      if (status === 404) return null;
      if (status !== 200) throw new PartnerUnavailable(`partner transfer status: HTTP ${status}`);
      return outcomeOf(body);
    },
  };
}
