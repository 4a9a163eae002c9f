import { endpoints, type ScormLaunch, type ScormScoState } from '@elevar/contract';
import { Alert, Box, Button, Center, Flex, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useHttp } from '../../../../api/HttpContext.tsx';
import { ListError } from '../../../../ui/ListState.tsx';
import { learningKeys } from '../../api.ts';
import { useLearningTranslation } from '../../i18n.ts';
import type { ActivityPlayerProps } from '../registry.ts';
import { bridgeUrl, seedCmi } from './scorm/cmi.ts';
import { createRuntime } from './scorm/runtime.ts';
import { newSession, type ScoSession, useScormCommits } from './scorm/useScormCommits.ts';

/** Whether the content origin is another origin than the app's (else a package could read the learner's tokens). */
function isolated(contentOrigin: string): boolean {
  try {
    return new URL(contentOrigin).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * SCORM 1.2 and 2004 packages (docs/learning.md "SCORM"): the launch data lists the SCOs in organization order; the
 * learner opens any of them (free choice) and starts at the one the server names (the last one used, never an
 * earlier one). Each SCO runs in a frame on the content origin (the bridge page) with scorm-again's CrossFrameAPI,
 * talking to the real runtime here (Scorm12API / Scorm2004API behind CrossFrameLMS, which takes messages from the
 * content origin only); its commits go to the server with an increasing seq.
 */
export function ScormActivity(props: ActivityPlayerProps) {
  const { t } = useLearningTranslation();
  const http = useHttp();
  const activityId = props.activity.id;
  const launch = useQuery({
    queryKey: [...learningKeys.all, 'scorm', activityId],
    queryFn: ({ signal }) => http.call(endpoints.learningScormLaunch, { signal, params: { id: activityId } }),
    // the runtime holds the live data: a refetch would rewind it
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (launch.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('catalogue.loading')} />
      </Center>
    );
  if (launch.isError) return <ListError error={launch.error} onRetry={() => void launch.refetch()} />;
  if (launch.data.scos.length === 0) return <Text>{t('player.noMedia')}</Text>;
  if (!isolated(launch.data.content_origin))
    return (
      <Alert color="red" variant="light" role="alert">
        {t('player.scormUnsafe')}
      </Alert>
    );
  return <ScormPlayer {...props} launch={launch.data} />;
}

function ScormPlayer({
  activity,
  onCompleted,
  onError,
  launch,
}: ActivityPlayerProps & { launch: ScormLaunch }) {
  const { t } = useLearningTranslation();
  const first = launch.scos.some((sco) => sco.identifier === launch.resume_sco)
    ? launch.resume_sco
    : (launch.scos[0]?.identifier ?? '');
  const [current, setCurrent] = useState(first);
  const [states, setStates] = useState(
    () => new Map<string, ScormScoState>(launch.scos.map((sco) => [sco.identifier, sco.state])),
  );
  const statesRef = useRef(states);
  statesRef.current = states;
  const [open, setOpen] = useState<ScoSession | null>(null);
  const openRef = useRef<ScoSession | null>(null);

  const commits = useScormCommits({
    activityId: activity.id,
    launch,
    current: () => openRef.current,
    onState: (sco, state) => setStates((map) => new Map(map).set(sco, state)),
    onCompleted,
    onError,
  });
  const commitsRef = useRef(commits);
  commitsRef.current = commits;

  useEffect(() => {
    const sco = launch.scos.find((item) => item.identifier === current);
    if (!sco) return;
    let cancelled = false;
    let session: ScoSession | null = null;
    // reopening a SCO in this page resumes from what the server answered last
    const state = statesRef.current.get(sco.identifier) ?? sco.state;
    createRuntime(launch.version, launch.content_origin, seedCmi(launch, { ...sco, state })).then(
      (runtime) => {
        if (cancelled) {
          runtime.lms.destroy();
          return;
        }
        const opened = newSession(launch.version, sco.identifier, runtime);
        session = opened;
        runtime.api.on(runtime.commit, () => void commitsRef.current.commit(opened));
        runtime.api.on(runtime.finish, () => void commitsRef.current.commit(opened));
        openRef.current = opened;
        setOpen(opened);
      },
      (error: unknown) => {
        if (!cancelled) onError(error);
      },
    );
    return () => {
      cancelled = true;
      if (session) {
        // leaving the SCO inside the app (another SCO, another activity): what changed is saved
        commitsRef.current.commitIfChanged(session);
        session.runtime.lms.destroy();
      }
      openRef.current = null;
      setOpen(null);
    };
  }, [current, launch, onError]);

  const sco = launch.scos.find((item) => item.identifier === current);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
      {launch.scos.length > 1 && (
        <Box component="nav" aria-label={t('player.scormParts')} miw={220} maw={{ md: 280 }}>
          <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {launch.scos.map((item) => {
              const done = states.get(item.identifier)?.completed ?? false;
              return (
                <li key={item.identifier} style={{ paddingInlineStart: item.depth * 12 }}>
                  <Button
                    variant={item.identifier === current ? 'light' : 'subtle'}
                    justify="flex-start"
                    fullWidth
                    aria-current={item.identifier === current ? 'step' : undefined}
                    onClick={() => setCurrent(item.identifier)}
                    rightSection={
                      done ? (
                        <Text span size="xs" c="green.8">
                          {t('player.scormPartDone')}
                        </Text>
                      ) : undefined
                    }
                  >
                    {item.title}
                  </Button>
                </li>
              );
            })}
          </Stack>
        </Box>
      )}
      <Box style={{ flex: 1, minHeight: 480, position: 'relative' }}>
        {open && sco && open.sco === sco.identifier ? (
          <iframe
            key={open.session}
            src={bridgeUrl(launch, sco, window.location.origin)}
            title={t('player.scormFrameTitle', { title: sco.title })}
            // the content origin is another host: same-origin there lets the package keep its own storage, never ours
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads"
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            style={{ width: '100%', height: '100%', minHeight: 480, border: 0 }}
          />
        ) : (
          <Center py="xl" role="status">
            <Loader aria-label={t('catalogue.loading')} />
          </Center>
        )}
      </Box>
    </Flex>
  );
}
