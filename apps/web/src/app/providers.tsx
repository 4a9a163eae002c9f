import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HttpProvider } from '../api/HttpContext.tsx';
import { StoreProvider } from '../storage/StoreContext.tsx';
import type { AppServices } from './services.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export interface AppProvidersProps {
  services: AppServices;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ services, children, env }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <I18nextProvider i18n={services.i18n}>
        <StoreProvider store={services.store}>
          <HttpProvider client={services.http}>
            <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
          </HttpProvider>
        </StoreProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
