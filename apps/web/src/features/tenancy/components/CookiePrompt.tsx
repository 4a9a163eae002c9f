import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../app/navigation.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { type CookieChoice, usePolicyVersionAhead, useSaveCookieChoice } from '../cookieChoice.ts';
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
  const save = useSaveCookieChoice();
  usePolicyVersionAhead();

  const handleChoice = (choice: CookieChoice) => save.mutate({ choice });
  const handleAcceptAll = () => handleChoice({ analytics: true, marketing: true });
  const handleNecessaryOnly = () => handleChoice({ analytics: false, marketing: false });

  const body = (
    <Stack gap="sm">
      <Text size="sm">
        {t('cookies.promptBody')}{' '}
        <Anchor component={AppLink} to={signedIn ? '/cookies' : '/institutional/cookies_policy'} size="sm">
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
      <ModalPrompt titleId={titleId} title={t('cookies.promptTitle')} onEscape={handleNecessaryOnly}>
        {body}
      </ModalPrompt>
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

interface ModalPromptProps {
  titleId: string;
  title: string;
  onEscape(): void;
  children: ReactNode;
}

/**
 * The dialog variant on the browser's own modal <dialog> (focus kept inside, the page behind inert, Escape
 * answers "only necessary"): it shows on the first screen of every first visit, where Mantine's Modal would
 * bring its scroll area, transitions and focus trap to the login's first paint.
 */
function ModalPrompt({ titleId, title, onEscape, children }: ModalPromptProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      <Title order={2} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {children}
    </dialog>
  );
}
