import './app/styles.ts';
import { createRoot } from 'react-dom/client';
import { pageAccessToken, readAppCredentials } from './api/appCredentials.ts';
import { createCoreServices } from './app/coreServices.ts';
import { startFirstScreen } from './app/loginEntry.tsx';
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
  const core = createCoreServices({
    store,
    i18n,
    fetch: window.fetch.bind(window),
    baseUrl: window.location.origin,
    app: readAppCredentials(),
    cookies,
    getPageAccessToken: () => pageAccessToken(),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  await startFirstScreen(core, root, new URL(window.location.href), () => import('./app/startApp.tsx'));
}

void bootstrap();
