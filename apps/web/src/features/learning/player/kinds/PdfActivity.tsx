import { minimumSecondsToComplete } from '@elevar/domain';
import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { openPdf, type PdfFile } from './PdfDocument.ts';

/** The width a page is drawn at when the screen cannot measure its container. */
const FALLBACK_WIDTH = 640;
/** Room kept below a page fitted whole to the screen: its controls. */
const CONTROLS_HEIGHT = 64;

type Fit = 'width' | 'page';

/** The page to open at: the saved one when it is a page of this file, else the first. */
function resumePage(saved: number | undefined, total: number): number {
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

/**
 * The size of the box a page is drawn in: the container's width, and the height from the container's top to the
 * bottom of the screen less the controls (so a page fitted whole shows with its controls without scrolling).
 */
function useBox(container: RefObject<HTMLElement | null>, fullscreen: boolean) {
  const [box, setBox] = useState({ width: FALLBACK_WIDTH, height: FALLBACK_WIDTH });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth) || FALLBACK_WIDTH;
      const top = fullscreen ? 16 : element.getBoundingClientRect().top + window.scrollY;
      const height = Math.max(200, (window.innerHeight || FALLBACK_WIDTH) - top - CONTROLS_HEIGHT);
      setBox((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [container, fullscreen]);
  return box;
}

/**
 * A pdf as a paged presentation (SPEC §3, issue 12; pdf.js): one page at a time, whole on the screen (or as wide as
 * the player), previous and next by buttons and arrow keys, the page announced politely. Opens at the saved page;
 * `pages_seen` is the highest page reached without skipping one, and the activity completes once every page was
 * seen (the domain's `pages` rule). A learner opening it for the first time is not reported complete before the
 * server's least time for its pages, so the completion is never refused as too soon.
 */
export function PdfActivity({ activity, saver, onCompleted, onError }: ActivityPlayerProps) {
  const { t } = useLearningTranslation();
  const url = contentText(activity, 'url');
  const [file, setFile] = useState<PdfFile | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [fit, setFit] = useState<Fit>('page');
  const [fullscreen, setFullscreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useBox(container, fullscreen);

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

  useEffect(() => {
    if (!url) return;
    let closed = false;
    let opened: PdfFile | null = null;
    openPdf(url).then(
      (pdf) => {
        opened = pdf;
        if (closed) return pdf.close();
        setPage(resumePage(savedPosition.current, pdf.pageCount));
        setFile(pdf);
      },
      () => {
        if (!closed) setFailed(true);
      },
    );
    return () => {
      closed = true;
      opened?.close();
    };
  }, [url]);

  const total = file?.pageCount ?? 0;

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

  // the page shown: counted as seen when no page before it was skipped, noted for the next save, and the completion
  // asked for once every page was seen. The first page shown is saved at once: the server times the least reading
  // time from it.
  useEffect(() => {
    if (!file) return;
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
  }, [file, page, total, saver, complete]);

  // while the pdf is open its page is saved every few seconds, and once more when it closes
  useEffect(() => {
    if (!file) return;
    saver.setPlaying(true);
    return () => saver.setPlaying(false);
  }, [file, saver]);

  useEffect(() => {
    const element = canvas.current;
    if (!file || !element) return;
    const drawing = file.draw(
      page,
      element,
      { width: box.width, height: fit === 'page' ? box.height : Number.POSITIVE_INFINITY },
      window.devicePixelRatio || 1,
    );
    drawing.done.catch(() => setFailed(true));
    return () => drawing.cancel();
  }, [file, page, box, fit]);

  const turn = useCallback(
    (step: number) => setPage((current) => Math.min(Math.max(1, current + step), Math.max(1, total))),
    [total],
  );

  useEffect(() => {
    if (!file) return;
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
  }, [file, turn]);

  useEffect(() => {
    const handleChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  if (!url) return <Text>{t('player.noMedia')}</Text>;
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert" title={t('player.pdfError')}>
        <Anchor href={url} download>
          {t('player.pdfDownload')}
        </Anchor>
      </Alert>
    );

  const handleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };

  return (
    <Stack
      ref={frame}
      gap="sm"
      style={
        fullscreen ? { background: 'var(--mantine-color-body)', padding: 16, overflow: 'auto' } : undefined
      }
    >
      <div ref={container} style={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
        {file ? (
          <canvas
            ref={canvas}
            role="img"
            aria-label={t('player.pdfPage', { title: activity.title, page, total })}
            style={{ display: 'block', maxWidth: '100%', boxShadow: 'var(--mantine-shadow-sm)' }}
          />
        ) : (
          <Center py="xl" role="status">
            <Loader aria-label={t('catalogue.loading')} />
          </Center>
        )}
      </div>
      {file && (
        <Group justify="space-between" gap="sm">
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
          <Group gap="xs">
            <Button
              variant={fit === 'width' ? 'light' : 'subtle'}
              visibleFrom="sm"
              aria-pressed={fit === 'width'}
              onClick={() => setFit((old) => (old === 'width' ? 'page' : 'width'))}
            >
              {t('player.pdfFitWidth')}
            </Button>
            {document.fullscreenEnabled && (
              <Button
                variant={fullscreen ? 'light' : 'subtle'}
                aria-pressed={fullscreen}
                onClick={handleFullscreen}
              >
                {t('player.pdfFullscreen')}
              </Button>
            )}
          </Group>
        </Group>
      )}
    </Stack>
  );
}
