import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SignInLink } from './SignInLink.tsx';

export interface SentNoticeProps {
  title: string;
  body: string;
}

/** "We sent you…" confirmation that replaces a form; focus moves to it so screen readers read it out. */
export function SentNotice({ title, body }: SentNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert ref={ref} tabIndex={-1} color="green" variant="light" role="status" title={title}>
        {body}
      </Alert>
      <SignInLink />
    </Stack>
  );
}
