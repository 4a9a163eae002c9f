import './app/styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { pageAccessToken, readAppCredentials } from './api/appCredentials.ts';
import { createServices } from './app/createServices.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { createI18n } from './i18n/index.ts';
import { createAppStore } from './storage/appStore.ts';
import { documentCookies } from './storage/cookies.ts';
import { openEncryptedStorage } from './storage/encryptedStorage.ts';
import { applyPlatformReset } from './storage/platformReset.ts';

async function bootstrap() {
  const cookies = documentCookies();
  applyPlatformReset({ storage: window.localStorage, cookies });
  const storage = await openEncryptedStorage({
    storage: window.localStorage,
    cookies,
    crypto: window.crypto,
    secure: window.isSecureContext,
  });
  const initial = await storage.load();
  const store = createAppStore(initial, (slot, value) => storage.write(slot, value));
  const i18n = await createI18n(initial.common.language ?? undefined);

  const { services, attachRouter } = createServices({
    store,
    i18n,
    fetch: window.fetch.bind(window),
    baseUrl: window.location.origin,
    app: readAppCredentials(),
    cookies,
    getPageAccessToken: () => pageAccessToken(),
  });
  const router = createAppRouter(services);
  attachRouter(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
