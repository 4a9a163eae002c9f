import type { Transport } from './messaging.ts';

const TIMEOUT_MS = 10_000;

/**
 * HTTP SMS/WhatsApp provider transport: POSTs `{ to, channel, body }` as JSON to `url`, with a bearer token when
 * one is configured. Any answer but 2xx (or no answer within the timeout) is a failed delivery.
 */
export function httpSmsTransport(url: string, token: string | undefined): Transport {
  return {
    async deliver(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, channel: message.channel, body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // drain the body so the connection can be reused
      const answer = await response.text().catch(() => '');
      if (!response.ok) {
        throw new Error(
          `SMS provider answered ${response.status}${answer ? `: ${answer.slice(0, 200)}` : ''}`,
        );
      }
    },
  };
}
