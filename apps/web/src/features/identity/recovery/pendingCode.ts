import type { CodeSentResponse } from '@elevar/contract';
import { isApiError } from '../../../api/errors.ts';
import type { CodeChannel, PhoneOnFile, SendCodeInput } from './api.ts';

/**
 * A recovery code on its way (recovery by document): what the code screen needs to validate the code and to
 * send it again. Kept in sessionStorage so a reload keeps the screen and its resend countdown (SPEC §4); the
 * tab's session storage goes away with the tab, and the entry is dropped once the code has expired.
 */
export interface PendingCode {
  document: string;
  phone: string;
  channel: CodeChannel;
  masked_phone: string;
  channels: CodeChannel[];
  request_id: string;
  /** Epoch milliseconds when the resend lock ends. */
  resend_at: number;
  /** Epoch milliseconds when the code stops being valid. */
  expires_at: number;
}

export const PENDING_CODE_KEY = 'elevar.recovery.pendingCode';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage disabled (privacy settings): the flow still works, only not across reloads
    return null;
  }
}

function isPendingCode(value: unknown): value is PendingCode {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.document === 'string' &&
    typeof v.phone === 'string' &&
    (v.channel === 'sms' || v.channel === 'whatsapp') &&
    typeof v.masked_phone === 'string' &&
    Array.isArray(v.channels) &&
    typeof v.request_id === 'string' &&
    typeof v.resend_at === 'number' &&
    typeof v.expires_at === 'number'
  );
}

/** The stored request, or null when there is none or its code has expired. */
export function readPendingCode(now: number = Date.now()): PendingCode | null {
  const store = storage();
  const raw = store?.getItem(PENDING_CODE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isPendingCode(value) && value.expires_at > now) return value;
  } catch {
    // unreadable: dropped below
  }
  store?.removeItem(PENDING_CODE_KEY);
  return null;
}

export function savePendingCode(pending: PendingCode): void {
  try {
    storage()?.setItem(PENDING_CODE_KEY, JSON.stringify(pending));
  } catch {
    // quota or privacy settings: the screen keeps working from memory
  }
}

export function clearPendingCode(): void {
  storage()?.removeItem(PENDING_CODE_KEY);
}

/** The pending request after the server sent a code, with its times made absolute. */
export function pendingCodeFrom(
  input: SendCodeInput,
  onFile: PhoneOnFile,
  sent: CodeSentResponse,
  now: number = Date.now(),
): PendingCode {
  return {
    document: input.document,
    phone: input.phone,
    channel: input.channel,
    masked_phone: onFile.masked_phone,
    channels: onFile.channels,
    request_id: sent.request_id,
    resend_at: now + sent.resend_in * 1000,
    expires_at: now + sent.expires_in * 1000,
  };
}

/** When a send refused for the cooldown (429, Retry-After) may be tried again (epoch ms), else null. */
export function cooldownEndFrom(error: unknown, now: number = Date.now()): number | null {
  if (!isApiError(error) || error.status !== 429 || error.retryAfter === null) return null;
  return now + error.retryAfter * 1000;
}
