import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PanelProps extends PaperProps {
  children: ReactNode;
}

/** The white card open-area screens sit on, readable over any client background. */
export function Panel({ children, ...props }: PanelProps) {
  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" mx="auto" {...props}>
      {children}
    </Paper>
  );
}
