import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CoreProviders } from './coreProviders.tsx';
import type { AppServices } from './services.ts';

export interface AppProvidersProps {
  services: AppServices;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ services, children, env }: AppProvidersProps) {
  return (
    <CoreProviders services={services} env={env}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </CoreProviders>
  );
}
