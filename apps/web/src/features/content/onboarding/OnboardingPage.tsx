import '@mantine/core/styles/Typography.css';
import type { OnboardingStep } from '@elevar/contract';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { EmptyList, ListError, ListLoader } from '../../../ui/ListState.tsx';
import { homeRouteOf, useRequiredSession } from '../../identity/index.ts';
import { type ContentT, useContentTranslation } from '../i18n.ts';
import { useMarkOnboardingSeen, useOnboardingTour } from './api.ts';

/** The module a step presents, named in the interface language. */
export function stepModuleLabel(step: Pick<OnboardingStep, 'module'>, t: ContentT): string {
  return step.module === null ? t('onboarding.general') : t(`onboarding.modules.${step.module}`);
}

/** One step as the learner (and the editor's preview) sees it: its module, title and the server's HTML. */
export function StepCard({
  step,
  headingId,
}: {
  step: Pick<OnboardingStep, 'module' | 'title' | 'body'>;
  headingId: string;
}) {
  const { t } = useContentTranslation();
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Badge variant="light">{t('onboarding.moduleLabel', { module: stepModuleLabel(step, t) })}</Badge>
        <Title order={2} size="h3" id={headingId}>
          {step.title}
        </Title>
        <Typography>
          {/* sanitized on the server with an allow-list (platform/rich-text.ts) before it was stored */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML */}
          <div dangerouslySetInnerHTML={{ __html: step.body }} />
        </Typography>
      </Stack>
    </Card>
  );
}

/**
 * Route /onboarding (SPEC §2; docs/content.md "Onboarding"): the client's tour, a step at a time, of the modules this
 * user may use. Opening it counts as having seen it, so the home stops offering it; it stays here to be replayed
 * (the profile links to it).
 */
export function OnboardingPage() {
  const { t } = useContentTranslation();
  const session = useRequiredSession();
  const navigate = useNavigate();
  const tour = useOnboardingTour();
  const markSeen = useMarkOnboardingSeen();
  const [index, setIndex] = useState(0);
  const marked = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const home = homeRouteOf(session);
  const hasSteps = (tour.data?.steps.length ?? 0) > 0;
  const unseen = tour.data?.seen === false;

  useEffect(() => {
    if (!hasSteps || !unseen || marked.current) return;
    marked.current = true;
    markSeen.mutate();
  }, [hasSteps, unseen, markSeen]);

  const heading = t('onboarding.title');
  const body = () => {
    if (tour.isPending) return <ListLoader />;
    if (tour.isError) return <ListError error={tour.error} onRetry={() => void tour.refetch()} />;
    const steps = tour.data.steps;
    const step = steps[Math.min(index, steps.length - 1)];
    if (!step) return <EmptyList>{t('onboarding.empty')}</EmptyList>;
    const last = index >= steps.length - 1;
    const move = (to: number) => {
      setIndex(to);
      headingRef.current?.focus();
    };
    return (
      <Stack gap="md" lang={tour.data.language ?? undefined}>
        <Text aria-live="polite" fw={600}>
          {t('onboarding.stepOf', { current: index + 1, total: steps.length })}
        </Text>
        <StepCard step={step} headingId="onboarding-step-title" />
        <Group justify="space-between">
          <Button variant="default" onClick={() => move(index - 1)} disabled={index === 0}>
            {t('onboarding.previous')}
          </Button>
          {last ? (
            <Button onClick={() => void navigate(home)}>{t('onboarding.finish')}</Button>
          ) : (
            <Button onClick={() => move(index + 1)}>{t('onboarding.next')}</Button>
          )}
        </Group>
        {!last && (
          <Anchor component={Link} to={home}>
            {t('onboarding.skip')}
          </Anchor>
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="lg" maw={720}>
      <DocumentTitle title={heading} />
      <div>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {heading}
        </Title>
        <Text mt={4}>{t('onboarding.intro')}</Text>
      </div>
      {body()}
    </Stack>
  );
}
