import type { OrderEvent, RewardCard, RewardCategory, RewardOrder, StaffRewardOrder } from '@elevar/contract';
import { type LanguageCode, localized, type OrderStatus } from '@elevar/domain';
import { signedFileUrl } from '../../../platform/storage.ts';
import type { CardRow, EventRow, OrderRow } from './queries.ts';

type Names = Record<string, string>;

export const nameIn = (names: Names | null | undefined, language: LanguageCode) => localized(names, language);

/** Reward images' signed URLs by secret and key (a reward's details sign its image on every request otherwise). */
const signedUrls = new Map<string, Map<string, string>>();
const MAX_SIGNED_URLS = 50_000;

/** The signed URL of a reward's image (`signedFileUrl`, the same text for the same key and secret). */
export function rewardImageUrl(key: string, secret: string): string {
  let urls = signedUrls.get(secret);
  if (!urls || urls.size >= MAX_SIGNED_URLS) {
    if (!urls && signedUrls.size >= 8) signedUrls.clear();
    urls = new Map();
    signedUrls.set(secret, urls);
  }
  let url = urls.get(key);
  if (url === undefined) {
    url = signedFileUrl(key, secret);
    urls.set(key, url);
  }
  return url;
}

export function toCategory(
  row: { id: number; names: Names; max_per_user: number | null },
  language: LanguageCode,
): RewardCategory {
  return { id: Number(row.id), name: nameIn(row.names, language), max_per_user: row.max_per_user };
}

export function toCard(row: CardRow, language: LanguageCode, secret: string): RewardCard {
  return {
    id: Number(row.id),
    name: nameIn(row.names, language),
    price: row.price,
    department: { id: Number(row.department_id), name: nameIn(row.department_names, language) },
    category: toCategory(
      { id: row.category_id, names: row.category_names, max_per_user: row.max_per_user },
      language,
    ),
    stock: row.stock,
    image_url: row.image_key === null ? null : rewardImageUrl(row.image_key, secret),
  };
}

/** The page's histories by order id. */
export function historiesOf(events: readonly EventRow[]): Map<number, OrderEvent[]> {
  const byOrder = new Map<number, OrderEvent[]>();
  for (const event of events) {
    const id = Number(event.order_id);
    const list = byOrder.get(id) ?? [];
    list.push({
      status: event.status as OrderStatus,
      at: new Date(event.created_at).toISOString(),
      note: event.note,
    });
    byOrder.set(id, list);
  }
  return byOrder;
}

export function toOrder(
  row: Pick<
    OrderRow,
    | 'id'
    | 'status'
    | 'points'
    | 'reason'
    | 'carrier'
    | 'tracking_number'
    | 'created_at'
    | 'reward_id'
    | 'reward_names'
    | 'image_key'
  >,
  history: OrderEvent[],
  language: LanguageCode,
  secret: string,
): RewardOrder {
  return {
    id: Number(row.id),
    reward: {
      id: Number(row.reward_id),
      name: nameIn(row.reward_names, language),
      image_url: row.image_key === null ? null : signedFileUrl(row.image_key, secret),
    },
    points: row.points,
    status: row.status as OrderStatus,
    reason: row.reason,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    created_at: new Date(row.created_at).toISOString(),
    history,
  };
}

export function toStaffOrder(
  row: OrderRow,
  history: OrderEvent[],
  language: LanguageCode,
  secret: string,
): StaffRewardOrder {
  return {
    ...toOrder(row, history, language, secret),
    user: { id: Number(row.user_id), name: row.full_name, username: row.username },
    country_code: row.country_code.trim(),
  };
}
