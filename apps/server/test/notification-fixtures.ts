import { type NotifyInput, notify } from '../src/modules/notifications/notify.ts';

/** A row of the notifications table as it may be stored: any kind and any data (older rows, kinds yet to come). */
export interface RawNotification {
  clientId: number;
  userId: number;
  kind: string;
  data: Record<string, unknown>;
  channel?: 'notification' | 'message';
  at?: Date;
}

/**
 * `notify` with any kind and data, for tests of storing, listing, pushing and reading that do not care what a
 * notification says. Modules call `notify`, which takes only the contract's kinds with their data.
 */
export function notifyRaw(db: Parameters<typeof notify>[0], input: RawNotification): Promise<void> {
  return notify(db, input as NotifyInput);
}
