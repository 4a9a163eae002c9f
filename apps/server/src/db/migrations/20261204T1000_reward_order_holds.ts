import type { OrderStatus } from '@elevar/domain';
import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** The order statuses with `pending_audit` (domain `ORDER_STATUSES`). */
export interface RewardOrderStatusColumns {
  status: OrderStatus;
}

export interface RewardOrderHoldTables {
  /**
   * What an order pending audit waits for (SPEC §4): each sale or photo of the user that was under audit in the
   * balance that paid for it when it was placed. A hold goes when its item's audit concludes; the order moves on
   * when none is left (approved) or is rejected with its points refunded (a held item reproved).
   */
  reward_order_holds: {
    order_id: number;
    item: 'sale' | 'photo';
    item_id: number;
  };
}

/**
 * Reward orders held while the points that paid for them are under audit (issue 15): the `pending_audit` status
 * on orders and their history, and the holds, found by item when its audit concludes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table reward_orders drop constraint reward_orders_status_check;
    alter table reward_orders add constraint reward_orders_status_check
      check (status in ('pending_audit', 'awaiting_approval', 'approved', 'shipped', 'delivered', 'rejected'));
    alter table reward_order_events drop constraint reward_order_events_status_check;
    alter table reward_order_events add constraint reward_order_events_status_check
      check (status in ('pending_audit', 'awaiting_approval', 'approved', 'shipped', 'delivered', 'rejected'));

    create table reward_order_holds (
      order_id bigint not null references reward_orders(id) on delete cascade,
      item text not null check (item in ('sale', 'photo')),
      item_id bigint not null,
      primary key (order_id, item, item_id)
    );
    -- the orders an item holds, when its audit concludes
    create index reward_order_holds_item_idx on reward_order_holds (item, item_id);
  `,
  );
}
