import { LANGUAGES, type LanguageCode } from '@elevar/domain';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../../features/identity/language.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';

/** Signed-in language switch: the server records it and answers with the session. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];

  const handleChange = (code: string) =>
    changeLanguage.mutate(code as LanguageCode, {
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });

  return (
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          loading={changeLanguage.isPending}
          aria-label={t('languageMenu.buttonLabel', { name: current.name })}
        >
          {current.code.slice(0, 2).toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={current.code} onChange={handleChange}>
          {LANGUAGES.map((language) => (
            // radio items keep a menu open by default; a language pick is a one-shot choice
            <Menu.RadioItem key={language.code} value={language.code} lang={language.code} closeMenuOnClick>
              {language.name}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
