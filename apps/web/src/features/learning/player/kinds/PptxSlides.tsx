import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { openPptx } from './PptxDocument.ts';
import { PageTurner, usePagedDocument } from './paging.tsx';

/** The width a slide is drawn at when the screen cannot measure its container. */
const FALLBACK_WIDTH = 640;

/** The container's width, followed as the screen changes. */
function useWidth(container: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth) || FALLBACK_WIDTH);
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [container]);
  return width;
}

/**
 * A pptx shown slide by slide in the browser (the server had no LibreOffice to convert it): the same paging, page
 * counting and completion as the pdf (`usePageTracking`); when it cannot be drawn, the file is offered for download.
 */
export function PptxSlides(props: ActivityPlayerProps) {
  const { activity } = props;
  const { t } = useLearningTranslation();
  const url = contentText(activity, 'url');
  const container = useRef<HTMLDivElement>(null);
  const slide = useRef<HTMLDivElement>(null);
  const width = useWidth(container);
  const { file, failed, setFailed, tracking } = usePagedDocument(props, url, openPptx);
  const { page } = tracking;
  const total = file?.pages ?? 0;

  useEffect(() => {
    const element = slide.current;
    if (!file || !element) return;
    try {
      file.draw(page, element, width);
    } catch {
      setFailed(true);
    }
  }, [file, page, width, setFailed]);

  if (!url) return <Text>{t('player.noMedia')}</Text>;
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert" title={t('player.pdfError')}>
        <Anchor href={url} download>
          {t('player.pdfDownload')}
        </Anchor>
      </Alert>
    );

  return (
    <Stack gap="sm">
      <div ref={container} style={{ width: '100%' }}>
        {file ? (
          <div
            ref={slide}
            role="img"
            aria-label={t('player.pdfPage', { title: activity.title, page, total })}
            style={{
              width: '100%',
              aspectRatio: String(file.aspect),
              overflow: 'hidden',
              boxShadow: 'var(--mantine-shadow-sm)',
              background: 'white',
            }}
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
        </Group>
      )}
    </Stack>
  );
}
