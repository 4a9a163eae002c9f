import { completionRuleOf } from '@elevar/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { lazy } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { MarkDone, minSecondsOf, useViewedCompletion } from '../useViewedCompletion.tsx';

// each way of showing a presentation is a chunk of its own: pdf.js for a converted one, pptx-viewer for a pptx
const PdfActivity = lazy(async () => ({ default: (await import('./PdfActivity.tsx')).PdfActivity }));
const PptxSlides = lazy(async () => ({ default: (await import('./PptxSlides.tsx')).PptxSlides }));

/**
 * A presentation (docs/learning.md "Presentations"): converted to pdf on upload when the server has LibreOffice
 * (`pdf_url`, played by the pdf screen itself), else a pptx's slides drawn in the browser, paged the same way; a
 * legacy .ppt with no converter is offered for download with a note, and counts as viewed after its least time.
 */
export function PptActivity(props: ActivityPlayerProps) {
  const { activity } = props;
  const pdfUrl = contentText(activity, 'pdf_url');
  if (pdfUrl)
    return (
      <PdfActivity {...props} activity={{ ...activity, content: { ...activity.content, url: pdfUrl } }} />
    );
  if (completionRuleOf('ppt', activity.content) === 'viewed') return <PptDownload {...props} />;
  return <PptxSlides {...props} />;
}

/** The legacy .ppt no browser can show: a note, the download, and "mark as done" after the least time. */
function PptDownload(props: ActivityPlayerProps) {
  const { t } = useLearningTranslation();
  const url = contentText(props.activity, 'url');
  const completion = useViewedCompletion(props, minSecondsOf(props.activity));
  if (!url) return <Text>{t('player.noMedia')}</Text>;
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light" role="note" title={t('player.pptLegacyTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('player.pptLegacy')}</Text>
          <Anchor href={url} download>
            {t('player.pptDownload')}
          </Anchor>
        </Stack>
      </Alert>
      <MarkDone completion={completion} waitText={t('player.pptWait', { seconds: completion.remaining })} />
    </Stack>
  );
}
