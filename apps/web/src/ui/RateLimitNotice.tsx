import { Group, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../api/HttpContext.tsx';

export interface RateLimitNoticeProps {
  /** Centred (the open area's panels are), else at the start of the screen. */
  centered?: boolean;
}

/**
 * Inside the screen area (every layout's main region, and the loader shown before the first screen): while a call
 * the server refused with 429 waits out its Retry-After before its one retry, "Too many requests. Trying again in
 * N s", counting down. The polite live region is always there (so it is heard when it fills) and says it once per
 * wait (a region that changed every second would talk over the screen); the visible countdown beside it is hidden
 * from assistive technology. It has no status role: the screen's own status messages stay the only ones.
 */
export function RateLimitNotice({ centered = false }: RateLimitNoticeProps) {
  const { t } = useTranslation();
  const { rateLimitWaits } = useHttp();
  const waits = useSyncExternalStore(rateLimitWaits.subscribe, rateLimitWaits.current);
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const until = waits.reduce((latest, wait) => Math.max(latest, wait.until), 0);

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const first = waits[0];
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return (
    <>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {first ? t('rateLimit.waiting', { seconds: first.seconds }) : null}
      </VisuallyHidden>
      {first && (
        <Paper withBorder radius="md" p="xs" mb="md" maw={420} w="100%" mx={centered ? 'auto' : undefined}>
          <Group gap="xs" wrap="nowrap" aria-hidden="true">
            <Loader size="xs" />
            <Text size="sm">{t('rateLimit.waiting', { seconds })}</Text>
          </Group>
        </Paper>
      )}
    </>
  );
}
