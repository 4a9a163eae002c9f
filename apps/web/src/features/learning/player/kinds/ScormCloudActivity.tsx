import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { MarkDone, minSecondsOf, useViewedCompletion } from '../useViewedCompletion.tsx';

/**
 * A course hosted on SCORM Cloud, reached by its launch link. SCORM Cloud keeps its own tracking and its launch
 * pages refuse to be framed, so the link opens a new tab and the activity counts as viewed once the learner has
 * launched it and the least viewing time has passed.
 */
export function ScormCloudActivity(props: ActivityPlayerProps) {
  const { activity } = props;
  const { t } = useLearningTranslation();
  const alreadyDone = activity.completed || Boolean(activity.progress?.completed);
  const [launched, setLaunched] = useState(alreadyDone);
  const completion = useViewedCompletion(props, minSecondsOf(activity), { started: launched });
  const url = contentText(activity, 'url');
  if (!url?.startsWith('https://')) return <Text>{t('player.noMedia')}</Text>;
  return (
    <Stack gap="sm">
      <Text>{t('player.scormCloudIntro')}</Text>
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        variant={launched ? 'light' : 'filled'}
        w="fit-content"
        aria-label={t('player.scormCloudLaunchLabel', { title: activity.title })}
        onClick={() => setLaunched(true)}
      >
        {t('player.scormCloudLaunch')}
      </Button>
      {launched && !completion.done && <Text size="sm">{t('player.scormCloudOpened')}</Text>}
      {launched && (
        <MarkDone
          completion={completion}
          waitText={t('player.viewWait', { seconds: completion.remaining })}
        />
      )}
    </Stack>
  );
}
