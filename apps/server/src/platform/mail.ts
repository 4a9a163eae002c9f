import type { Transport } from './messaging.ts';

/** SMTP transport (nodemailer). TODO(helper): implement and test against a local smtp-server. */
export function smtpTransport(_url: string, _from: string): Transport {
  throw new Error('SMTP transport not implemented yet');
}
