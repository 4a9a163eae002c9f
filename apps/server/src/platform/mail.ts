import nodemailer from 'nodemailer';
import type { Transport } from './messaging.ts';

/**
 * SMTP transport (nodemailer): a plain-text e-mail per message. `url` is smtp:// or smtps://, with credentials and
 * any nodemailer option as query parameters; the timeouts keep a stalled server from holding a request for minutes.
 */
export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
  };
}
