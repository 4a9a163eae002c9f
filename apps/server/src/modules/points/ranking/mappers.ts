import type { RankingEntry } from '@elevar/contract';
import { CLOSED_ACCOUNT_NAME } from '../../identity/index.ts';
import type { PositionedRow } from './service.ts';

/**
 * A ranking row as others see it: the nickname when the user has one, else the full name, and the avatar. A
 * closed account keeps its place but shows no personal data (closure already emptied them; this holds even for
 * a row read while the closure commits).
 */
export function toRankingEntry(row: PositionedRow, showScore: boolean): RankingEntry {
  const closed = row.status === 'closed';
  const nickname = row.nickname?.trim();
  return {
    position: row.position,
    user_id: row.user_id,
    name: closed ? CLOSED_ACCOUNT_NAME : nickname || row.full_name,
    image: closed ? null : row.image_url,
    ...(showScore ? { score: row.experience } : {}),
  };
}

export function toRankingPosition(me: { position: number; score: number }, showScore: boolean) {
  return { position: me.position, ...(showScore ? { score: me.score } : {}) };
}
