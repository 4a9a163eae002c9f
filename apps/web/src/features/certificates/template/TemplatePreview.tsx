import type { CertificateTemplatePreview } from '@elevar/contract';
import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { usePreviewFetcher } from '../api.ts';
import { useCertificatesTexts } from '../i18n.ts';
import { drawPdfPage, loadPdfJs } from './pdfCanvas.ts';

/** How long the editor waits after the last keystroke before drawing the preview again. */
export const PREVIEW_DEBOUNCE_MS = 600;

type State = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; error: unknown };

/**
 * The live preview: the server's PDF of the unsaved values (a sample learner and course, in the open tab's
 * language), drawn again a moment after the editor stops typing. While values break a rule it waits and says so;
 * a failed drawing says why. The page is an image named by its title; its state is announced politely.
 */
export function TemplatePreview({
  request,
  blocked,
}: {
  request: CertificateTemplatePreview;
  blocked: boolean;
}) {
  const { t } = useCertificatesTexts();
  const fetchPreview = usePreviewFetcher();
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The drawing under way: pdf.js refuses two at once on one canvas, so the next waits for it. */
  const drawing = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<State>({ kind: 'loading' });
  /** The title of the page on the canvas (it stays shown, dimmed, while the next one is drawn). */
  const [drawnTitle, setDrawnTitle] = useState<string | null>(null);
  const key = JSON.stringify(request);

  useEffect(() => {
    loadPdfJs().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (blocked) return;
    const controller = new AbortController();
    const body = JSON.parse(key) as CertificateTemplatePreview;
    setState({ kind: 'loading' });
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const bytes = await fetchPreview(body, controller.signal);
          const next = drawing.current
            .catch(() => undefined)
            .then(() =>
              controller.signal.aborted || !canvas.current ? undefined : drawPdfPage(bytes, canvas.current),
            );
          drawing.current = next;
          await next;
          if (controller.signal.aborted) return;
          setDrawnTitle(body.texts[body.language].title);
          setState({ kind: 'ready' });
        } catch (error) {
          if (!controller.signal.aborted) setState({ kind: 'failed', error });
        }
      })();
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, blocked, fetchPreview]);

  const status = blocked
    ? t('template.previewBlocked')
    : state.kind === 'loading'
      ? t('template.previewLoading')
      : state.kind === 'ready'
        ? t('template.previewReady')
        : '';

  return (
    <Stack gap="xs">
      <Group gap="xs" mih={24}>
        {!blocked && state.kind === 'loading' && <Loader size="xs" aria-hidden="true" />}
        <Text size="sm" role="status" aria-live="polite">
          {status}
        </Text>
      </Group>
      {state.kind === 'failed' && !blocked && (
        <ErrorAlert error={state.error} title={t('template.previewFailed')} />
      )}
      {blocked && (
        <Alert color="yellow" variant="light">
          {t('template.previewBlockedHint')}
        </Alert>
      )}
      <Paper
        withBorder
        p={0}
        style={{ overflow: 'hidden', opacity: state.kind === 'ready' && !blocked ? 1 : 0.5 }}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('template.previewAlt', {
            title: drawnTitle ?? request.texts[request.language].title,
          })}
          data-state={blocked ? 'blocked' : state.kind}
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '842 / 595' }}
        />
      </Paper>
    </Stack>
  );
}
