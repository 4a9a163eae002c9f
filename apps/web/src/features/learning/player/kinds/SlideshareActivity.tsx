import { SLIDESHARE_EMBED } from '@elevar/contract';
import { Stack, Text } from '@mantine/core';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { MarkDone, minSecondsOf, useViewedCompletion } from '../useViewedCompletion.tsx';
import { EmbedFrame } from './EmbedFrame.tsx';

/**
 * A LinkedIn SlideShare deck in SlideShare's own embed. The frame tells us nothing of the slides seen, so it
 * counts as viewed after its least viewing time (the server holds the same line).
 */
export function SlideshareActivity(props: ActivityPlayerProps) {
  const { activity } = props;
  const { t } = useLearningTranslation();
  const completion = useViewedCompletion(props, minSecondsOf(activity));
  const url = contentText(activity, 'url');
  // only SlideShare's embed address is framed, whatever was stored
  if (!url || !SLIDESHARE_EMBED.test(url)) return <Text>{t('player.noMedia')}</Text>;
  return (
    <Stack gap="sm">
      <EmbedFrame
        src={url}
        title={t('player.slideshareTitle', { title: activity.title })}
        allow="fullscreen"
        aspectRatio="4 / 3"
      />
      <MarkDone completion={completion} waitText={t('player.viewWait', { seconds: completion.remaining })} />
    </Stack>
  );
}
