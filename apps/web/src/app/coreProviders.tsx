import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HttpProvider } from '../api/HttpContext.tsx';
import { StoreProvider } from '../storage/StoreContext.tsx';
import type { CoreServices } from './services.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export interface CoreProvidersProps {
  services: CoreServices;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/** Theme, texts, store and HTTP client: what the login entry renders with (the app adds the query cache). */
export function CoreProviders({ services, children, env }: CoreProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <I18nextProvider i18n={services.i18n}>
        <StoreProvider store={services.store}>
          <HttpProvider client={services.http}>{children}</HttpProvider>
        </StoreProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
