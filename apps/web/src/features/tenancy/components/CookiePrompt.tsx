import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { type CookieChoice, useInstitutional, useSaveCookieChoice } from '../api.ts';
import classes from './CookiePrompt.module.css';

export interface CookiePromptProps {
  variant: 'banner' | 'dialog';
  onCustomize(): void;
}

/** First-visit cookie notice: accept all, only necessary, or open the settings. */
export function CookiePrompt({ variant, onCustomize }: CookiePromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const signedIn = useAppState((state) => state.common.tokens !== null);
  const policy = useInstitutional('cookies_policy');
  const save = useSaveCookieChoice();
  const version = policy.data?.version ?? 1;

  const handleChoice = (choice: CookieChoice) => save.mutate({ choice, version });
  const handleAcceptAll = () => handleChoice({ analytics: true, marketing: true });
  const handleNecessaryOnly = () => handleChoice({ analytics: false, marketing: false });

  const body = (
    <Stack gap="sm">
      <Text size="sm">
        {t('cookies.promptBody')}{' '}
        <Anchor component={Link} to={signedIn ? '/cookies' : '/institutional/cookies_policy'} size="sm">
          {t('cookies.policyLink')}
        </Anchor>
      </Text>
      {save.isError && <ErrorAlert error={save.error} />}
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={onCustomize}>
          {t('cookies.customize')}
        </Button>
        <Button variant="default" onClick={handleNecessaryOnly} loading={save.isPending}>
          {t('cookies.necessaryOnly')}
        </Button>
        <Button onClick={handleAcceptAll} loading={save.isPending}>
          {t('cookies.acceptAll')}
        </Button>
      </Group>
    </Stack>
  );

  if (variant === 'dialog') {
    return (
      <Dialog
        opened
        onClose={handleNecessaryOnly}
        title={t('cookies.promptTitle')}
        withCloseButton={false}
        closeOnClickOutside={false}
      >
        {body}
      </Dialog>
    );
  }

  return (
    <section className={classes.banner} aria-labelledby={titleId}>
      <Paper shadow="lg" p="md" withBorder className={classes.panel}>
        <Title order={2} size="h4" id={titleId} mb="xs">
          {t('cookies.promptTitle')}
        </Title>
        {body}
      </Paper>
    </section>
  );
}
