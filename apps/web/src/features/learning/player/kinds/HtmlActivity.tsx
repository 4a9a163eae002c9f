import { endpoints } from '@elevar/contract';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../../../../api/HttpContext.tsx';
import { ListError } from '../../../../ui/ListState.tsx';
import { learningKeys } from '../../api.ts';
import { useLearningTranslation } from '../../i18n.ts';
import type { ActivityPlayerProps } from '../registry.ts';
import { MarkDone, minSecondsOf, useViewedCompletion } from '../useViewedCompletion.tsx';

/** Whether a page would run in another origin than the app's (else its scripts could read the learner's tokens). */
function isolated(url: string): boolean {
  try {
    return new URL(url).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * An html activity (docs/learning.md "HTML, Flash and HLS"): the uploaded package's entry page, served on the content
 * origin (another host), in a frame. The sandbox keeps scripts and same-origin only because that origin is not the
 * app's: the page keeps its own storage there and can never reach ours (a page that would land on the app's origin
 * is not framed at all). It counts as viewed after the activity's least time (the `viewed` rule).
 */
export function HtmlActivity(props: ActivityPlayerProps) {
  const { activity } = props;
  const { t } = useLearningTranslation();
  const http = useHttp();
  const launch = useQuery({
    queryKey: [...learningKeys.all, 'html', activity.id],
    queryFn: ({ signal }) => http.call(endpoints.learningHtmlLaunch, { signal, params: { id: activity.id } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const ready = launch.isSuccess && isolated(launch.data.url);
  const completion = useViewedCompletion(props, minSecondsOf(activity), { started: ready });

  if (launch.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('catalogue.loading')} />
      </Center>
    );
  if (launch.isError) return <ListError error={launch.error} onRetry={() => void launch.refetch()} />;
  if (!ready)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('player.scormUnsafe')}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <iframe
        src={launch.data.url}
        title={t('player.htmlFrameTitle', { title: activity.title })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads"
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: '70vh', minHeight: 420, border: 0, background: '#fff' }}
      />
      <MarkDone completion={completion} waitText={t('player.viewWait', { seconds: completion.remaining })} />
    </Stack>
  );
}
