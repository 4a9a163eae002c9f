import { endpoints } from '@elevar/contract';
import { type LanguageCode, languageByCode } from '@elevar/domain';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAction } from '../../api/useAction.ts';
import { switchLanguage } from '../../i18n/index.ts';
import { useAppStore } from '../../storage/StoreContext.tsx';
import { storeSession } from '../../storage/session.ts';

/**
 * Changes the interface language. Signed in, the server records it (POST /api/v1/session/language) and the
 * returned Session decides; signed out, the choice is only stored locally. Server texts in the old language are
 * fetched again by whoever holds them (the query cache and the login parameters follow i18next's language).
 */
export function useChangeLanguage() {
  const http = useHttp();
  const store = useAppStore();
  const { i18n } = useTranslation();
  return useAction(async (code: LanguageCode) => {
    const language = languageByCode(code);
    if (!language) return;
    if (store.getState().common.tokens) {
      const session = await http.call(endpoints.selectLanguage, {
        body: { language_id: language.id },
      });
      storeSession(store, session);
      await switchLanguage(i18n, languageByCode(session.language.code)?.code ?? code);
    } else {
      store.update('common', (common) => ({ ...common, language: code }));
      await switchLanguage(i18n, code);
    }
  });
}
