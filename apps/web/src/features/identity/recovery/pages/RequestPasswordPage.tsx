import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneOnFile } from '../api.ts';
import { AccountScreen } from '../components/AccountScreen.tsx';
import { CodeForm } from '../components/CodeForm.tsx';
import { DocumentLookupForm } from '../components/DocumentLookupForm.tsx';
import { EmailRecoveryForm } from '../components/EmailRecoveryForm.tsx';
import { PhoneConfirmForm } from '../components/PhoneConfirmForm.tsx';
import { SentNotice } from '../components/SentNotice.tsx';
import { SignInLink } from '../components/SignInLink.tsx';
import { type PendingCode, readPendingCode, savePendingCode } from '../pendingCode.ts';

type Method = 'email' | 'document';

type Step =
  | { kind: 'start'; method: Method; document?: string }
  | { kind: 'emailSent'; email: string }
  | { kind: 'phone'; document: string; onFile: PhoneOnFile }
  | { kind: 'code'; pending: PendingCode; restored: boolean };

function initialStep(): Step {
  const pending = readPendingCode();
  return pending ? { kind: 'code', pending, restored: true } : { kind: 'start', method: 'email' };
}

/**
 * request-password/ (SPEC §1, §2): recovery by e-mail (a link) or by document (the masked phone on file, the
 * full phone and a channel, then a six-digit code). A code on its way survives a reload.
 */
export function RequestPasswordPage() {
  const { t } = useTranslation('accounts');
  const [step, setStep] = useState<Step>(initialStep);
  const methodLabelId = useId();
  const title = t('requestPassword.title');

  if (step.kind === 'emailSent') {
    return (
      <AccountScreen title={title}>
        <SentNotice
          title={t('requestPassword.linkSentTitle')}
          body={t('requestPassword.linkSentBody', { email: step.email })}
        />
      </AccountScreen>
    );
  }

  if (step.kind === 'phone') {
    return (
      <AccountScreen title={title}>
        <PhoneConfirmForm
          document={step.document}
          onFile={step.onFile}
          onCodeSent={(pending) => {
            savePendingCode(pending);
            setStep({ kind: 'code', pending, restored: false });
          }}
          onBack={() => setStep({ kind: 'start', method: 'document', document: step.document })}
        />
        <SignInLink />
      </AccountScreen>
    );
  }

  if (step.kind === 'code') {
    return (
      <AccountScreen title={title}>
        <CodeForm
          pending={step.pending}
          focusHeading={!step.restored}
          onPendingChange={(pending) => {
            savePendingCode(pending);
            setStep({ kind: 'code', pending, restored: step.restored });
          }}
          onStartOver={() => setStep({ kind: 'start', method: 'document' })}
        />
        <SignInLink />
      </AccountScreen>
    );
  }

  return (
    <AccountScreen title={title} intro={t('requestPassword.intro')}>
      <Stack gap="xs">
        <Text id={methodLabelId} fw={500} size="sm">
          {t('requestPassword.method')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={methodLabelId}
          value={step.method}
          onChange={(value) => setStep({ kind: 'start', method: value as Method })}
          data={[
            { value: 'email', label: t('requestPassword.byEmail') },
            { value: 'document', label: t('requestPassword.byDocument') },
          ]}
        />
      </Stack>
      {step.method === 'email' ? (
        <EmailRecoveryForm onSent={(email) => setStep({ kind: 'emailSent', email })} />
      ) : (
        <DocumentLookupForm
          initialDocument={step.document}
          onFound={(document, onFile) => setStep({ kind: 'phone', document, onFile })}
        />
      )}
      <SignInLink />
    </AccountScreen>
  );
}
