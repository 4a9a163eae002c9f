import { minimumSecondsToComplete } from '@elevar/domain';
import { Box, Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import type { ActivityPlayerProps } from '../registry.ts';

/**
 * What every paged presentation shares (the pdf, a pptx's slides): the page shown, turned by buttons and arrow keys;
 * `pages_seen`, the highest page reached without skipping one; the completion asked for once every page was seen
 * (the domain's `pages` rule), and on a learner's first opening not before the server's least time for its pages,
 * so it is never refused as too soon.
 */

/** The page to open at: the saved one when it is a page of this document, else the first. */
export function resumePage(saved: number | undefined, total: number): number {
  const page = Math.floor(saved ?? 0);
  return page >= 1 && page <= total ? page : 1;
}

/** Whether a key press is meant for a field rather than for turning pages. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** A paged document opened from its address: its page count and a way to let it go. */
export interface OpenedDocument {
  pages: number;
  close(): void;
}

/**
 * A paged document's screen state: the document at `url` opened once (`open`, a module-level function), its page
 * count handed to the page tracking, closed when the screen leaves or the address changes; `failed` when it cannot
 * be opened (or, set by the caller, drawn).
 */
export function usePagedDocument<D extends OpenedDocument>(
  props: ActivityPlayerProps,
  url: string | null,
  open: (url: string) => Promise<D>,
) {
  const [file, setFile] = useState<D | null>(null);
  const [failed, setFailed] = useState(false);
  const tracking = usePageTracking(props, file?.pages ?? 0);
  const { opened } = tracking;
  useEffect(() => {
    if (!url) return;
    let closed = false;
    let openedFile: D | null = null;
    open(url).then(
      (document) => {
        openedFile = document;
        if (closed) return document.close();
        opened(document.pages);
        setFile(document);
      },
      () => {
        if (!closed) setFailed(true);
      },
    );
    return () => {
      closed = true;
      openedFile?.close();
    };
  }, [url, open, opened]);
  return { file, failed, setFailed, tracking };
}

export interface PageTracking {
  page: number;
  /** Moves by `step` pages, within the document. */
  turn(step: number): void;
  /** The document opened with `total` pages: show the saved page (call with the state that makes `total` known). */
  opened(total: number): void;
}

/**
 * The page-seen counting, saving and completion of a paged activity. `total` is 0 until the document is open.
 * Every page shown is noted for the next save; the first one is saved at once (the server times the least reading
 * time from it); while open, the saver saves every few seconds, and once more when it closes.
 */
export function usePageTracking(
  { activity, saver, onCompleted, onError }: ActivityPlayerProps,
  total: number,
): PageTracking {
  const [page, setPage] = useState(1);
  const seen = useRef(Math.max(0, activity.progress?.pages_seen ?? 0));
  const done = useRef(activity.completed || Boolean(activity.progress?.completed));
  const completing = useRef(false);
  const announced = useRef(false);
  const openedAt = useRef(Date.now());
  // what the server held when the screen opened (a refetched activity must not move the learner)
  const savedPosition = useRef(activity.progress?.position);
  const firstOpening = useRef(activity.progress === null);
  const handlers = useRef({ onCompleted, onError });
  handlers.current = { onCompleted, onError };

  const complete = useCallback(
    (position: number) => {
      if (done.current || completing.current) return;
      completing.current = true;
      saver.complete({ position, pagesSeen: total }).then(
        (saved) => {
          done.current = true;
          completing.current = false;
          handlers.current.onCompleted(saved);
        },
        (error: unknown) => {
          // asked again at the next page turn
          completing.current = false;
          handlers.current.onError(error);
        },
      );
    },
    [saver, total],
  );

  useEffect(() => {
    if (total < 1) return;
    if (page <= seen.current + 1) seen.current = Math.min(total, Math.max(seen.current, page));
    saver.note({ position: page, pagesSeen: seen.current });
    const ready = !done.current && seen.current >= total;
    const least = minimumSecondsToComplete({
      rule: 'pages',
      pageCount: total,
      durationSeconds: null,
      minSeconds: null,
    });
    const wait = ready && firstOpening.current ? least * 1000 - (Date.now() - openedAt.current) : 0;
    if (ready && wait <= 0) {
      announced.current = true;
      complete(page);
      return;
    }
    if (!announced.current) {
      announced.current = true;
      void saver.flush();
    }
    if (!ready) return;
    const timer = window.setTimeout(() => complete(page), wait + 1000);
    return () => window.clearTimeout(timer);
  }, [page, total, saver, complete]);

  useEffect(() => {
    if (total < 1) return;
    saver.setPlaying(true);
    return () => saver.setPlaying(false);
  }, [total, saver]);

  const turn = useCallback(
    (step: number) => setPage((current) => Math.min(Math.max(1, current + step), Math.max(1, total))),
    [total],
  );

  useEffect(() => {
    if (total < 1) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target))
        return;
      const step = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      turn(step);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [total, turn]);

  const opened = useCallback((pages: number) => setPage(resumePage(savedPosition.current, pages)), []);
  return { page, turn, opened };
}

/** Previous, "Page n of N" (announced politely) and next. */
export function PageTurner({ tracking, total }: { tracking: PageTracking; total: number }) {
  const { t } = useLearningTranslation();
  const { page, turn } = tracking;
  return (
    <Group gap="sm" wrap="nowrap">
      <Button
        variant="default"
        onClick={() => turn(-1)}
        disabled={page <= 1}
        aria-label={t('player.pdfPrevious')}
        aria-keyshortcuts="ArrowLeft PageUp"
      >
        <span aria-hidden="true">←</span>
        <Box component="span" visibleFrom="sm" aria-hidden="true">
          &nbsp;{t('player.pdfPrevious')}
        </Box>
      </Button>
      <Text role="status" aria-atomic="true" size="sm" miw={110} ta="center">
        {t('player.pdfPageOf', { page, total })}
      </Text>
      <Button
        onClick={() => turn(1)}
        disabled={page >= total}
        aria-label={t('player.pdfNext')}
        aria-keyshortcuts="ArrowRight PageDown"
      >
        <Box component="span" visibleFrom="sm" aria-hidden="true">
          {t('player.pdfNext')}&nbsp;
        </Box>
        <span aria-hidden="true">→</span>
      </Button>
    </Group>
  );
}
