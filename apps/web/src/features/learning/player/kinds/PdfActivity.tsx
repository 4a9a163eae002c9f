import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { openPdf } from './PdfDocument.ts';
import { PageTurner, usePagedDocument } from './paging.tsx';

/** The width a page is drawn at when the screen cannot measure its container. */
const FALLBACK_WIDTH = 640;
/** Room kept below a page fitted whole to the screen: its controls. */
const CONTROLS_HEIGHT = 64;

type Fit = 'width' | 'page';

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
 * the player), previous and next by buttons and arrow keys, the page announced politely. The pages seen, the saves
 * and the completion are the paged presentations' shared `usePageTracking` (a ppt converted to pdf plays here too).
 */
export function PdfActivity(props: ActivityPlayerProps) {
  const { activity } = props;
  const { t } = useLearningTranslation();
  const url = contentText(activity, 'url');
  const [fit, setFit] = useState<Fit>('page');
  const [fullscreen, setFullscreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useBox(container, fullscreen);
  const { file, failed, setFailed, tracking } = usePagedDocument(props, url, openPdf);
  const { page } = tracking;
  const total = file?.pages ?? 0;

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
  }, [file, page, box, fit, setFailed]);

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
          <PageTurner tracking={tracking} total={total} />
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
