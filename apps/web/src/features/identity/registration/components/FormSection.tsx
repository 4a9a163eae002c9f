import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled group of fields (a labelled region, so the structure is navigable by heading). */
export function FormSection({ title, children }: FormSectionProps) {
  const id = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <Title id={id} order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
