import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Clock } from './clock.ts';

export type Channel = 'email' | 'sms' | 'whatsapp';

/** One message to a person. `template` names what it is (e.g. 'password_recovery'), for the outbox screen. */
export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject?: string;
  body: string;
  template: string;
  clientId?: number | null;
  userId?: number | null;
}

/** Sends a stored message through a real channel (SMTP, an HTTP SMS provider). Throws when delivery fails. */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

/** The mail and SMS/WhatsApp adapters of ARCHITECTURE §6, behind one door. */
export interface Messenger {
  /**
   * Records the message in the outbox (in `db`, which may be the caller's transaction) and returns its id.
   * Call `deliver` with the id after the transaction commits.
   */
  record(db: Kysely<Database> | Transaction<Database>, message: OutgoingMessage): Promise<number>;
  /**
   * Hands recorded messages to the configured transport; without one, the outbox row is the delivery (an
   * administrator reads it in the app). Delivery failures are written on the row, never thrown.
   */
  deliver(ids: number[]): Promise<void>;
}

export interface MessengerDeps {
  db: Kysely<Database>;
  clock: Clock;
  email?: Transport | undefined;
  sms?: Transport | undefined;
}

export function createMessenger(deps: MessengerDeps): Messenger {
  const transportFor = (channel: Channel) => (channel === 'email' ? deps.email : deps.sms);
  return {
    async record(db, message) {
      const row = await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? null,
          body: message.body,
          template: message.template,
          client_id: message.clientId ?? null,
          user_id: message.userId ?? null,
          created_at: deps.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver(ids) {
      if (ids.length === 0) return;
      const rows = await deps.db
        .selectFrom('outbox_messages')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'template', 'client_id', 'user_id'])
        .where('id', 'in', ids)
        .where('status', '=', 'stored')
        .execute();
      for (const row of rows) {
        const transport = transportFor(row.channel);
        if (!transport) continue;
        try {
          await transport.deliver({
            channel: row.channel,
            to: row.recipient,
            subject: row.subject ?? undefined,
            body: row.body,
            template: row.template,
          });
          await deps.db
            .updateTable('outbox_messages')
            .set({ status: 'sent', sent_at: deps.clock.now(), error: null })
            .where('id', '=', row.id)
            .execute();
        } catch (error) {
          await deps.db
            .updateTable('outbox_messages')
            .set({
              status: 'failed',
              error: String(error instanceof Error ? error.message : error).slice(0, 500),
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
    },
  };
}

/** Transports from the configuration: SMTP when SMTP_URL is set, the HTTP SMS provider when SMS_URL is. */
export async function transportsFromConfig(config: Config): Promise<{ email?: Transport; sms?: Transport }> {
  const out: { email?: Transport; sms?: Transport } = {};
  if (config.SMTP_URL)
    out.email = (await import('./mail.ts')).smtpTransport(config.SMTP_URL, config.MAIL_FROM);
  if (config.SMS_URL) out.sms = (await import('./sms.ts')).httpSmsTransport(config.SMS_URL, config.SMS_TOKEN);
  return out;
}
