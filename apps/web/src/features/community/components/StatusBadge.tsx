import { Badge } from '@mantine/core';
import type { CommunityT } from '../i18n.ts';

/** A topic's state (SPEC §4 Forum topic: open or closed). */
export function StatusBadge({ status, t }: { status: 'open' | 'closed'; t: CommunityT }) {
  return (
    <Badge color={status === 'open' ? 'green' : 'gray'} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
