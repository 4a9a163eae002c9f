import type { Transport } from './messaging.ts';

/** HTTP SMS/WhatsApp provider transport. TODO(helper): implement and test against a local HTTP server. */
export function httpSmsTransport(_url: string, _token: string | undefined): Transport {
  throw new Error('SMS transport not implemented yet');
}
