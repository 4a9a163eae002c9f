import { Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLearningTranslation } from '../../i18n.ts';
import { type ActivityPlayerProps, contentText } from '../registry.ts';
import { MarkDone, minSecondsOf, useViewedCompletion } from '../useViewedCompletion.tsx';
import { loadRuffle, RUFFLE_OPTIONS, type RufflePlayerElement } from './ruffle.ts';

/**
 * A flash activity: the uploaded movie (`content.url`, a .swf) played by the Ruffle emulator, loaded only here. A
 * movie tells us nothing of how far the learner got, so it counts as viewed (the `viewed` rule): the clock starts
 * once the movie plays, and the learner marks it done after the activity's least time.
 */
export function FlashActivity(props: ActivityPlayerProps) {
  const { activity } = props;
  const { t } = useLearningTranslation();
  const url = contentText(activity, 'url');
  const stage = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<'loading' | 'playing' | 'failed'>('loading');
  const completion = useViewedCompletion(props, minSecondsOf(activity), { started: state === 'playing' });

  useEffect(() => {
    const container = stage.current;
    if (!url || !container) return;
    let player: RufflePlayerElement | null = null;
    let left = false;
    setState('loading');
    loadRuffle()
      .then((ruffle) => {
        if (left) return;
        player = ruffle.createPlayer();
        player.style.width = '100%';
        player.style.height = '100%';
        container.append(player);
        // Ruffle's hidden text field for phones' keyboards: focused by Ruffle itself, kept out of the tab order
        player.shadowRoot?.getElementById('virtual-keyboard')?.setAttribute('tabindex', '-1');
        return player.ruffle().load({ ...RUFFLE_OPTIONS, url });
      })
      .then(
        () => !left && setState('playing'),
        () => !left && setState('failed'),
      );
    return () => {
      left = true;
      player?.remove();
    };
  }, [url]);

  if (!url) return <Text>{t('player.noMedia')}</Text>;

  return (
    <Stack gap="sm">
      <section
        ref={stage}
        aria-label={t('player.flashLabel', { title: activity.title })}
        aria-busy={state === 'loading'}
        data-state={state}
        style={{ width: '100%', aspectRatio: '16 / 9', maxHeight: '70vh', background: '#000' }}
      />
      {state === 'failed' && <Text role="alert">{t('player.flashFailed')}</Text>}
      {state === 'playing' && (
        <MarkDone
          completion={completion}
          waitText={t('player.viewWait', { seconds: completion.remaining })}
        />
      )}
    </Stack>
  );
}
