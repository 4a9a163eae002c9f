import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { Panel } from '../../../../ui/Panel.tsx';

export interface AccountScreenProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Panel width: forms with paired fields are wider. */
  width?: number;
}

/** The panel every open-area account screen sits on: tab title, page heading, optional intro. */
export function AccountScreen({ title, intro, children, width = 480 }: AccountScreenProps) {
  return (
    <Panel maw={width}>
      <DocumentTitle title={title} />
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && <Text>{intro}</Text>}
        {children}
      </Stack>
    </Panel>
  );
}
