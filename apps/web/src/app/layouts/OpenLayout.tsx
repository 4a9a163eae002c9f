import { Anchor, Group, Image, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../features/identity/language.ts';
import { useBranding } from '../../features/tenancy/branding.ts';
import { useCookieSettings } from '../../features/tenancy/components/CookieConsent.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { RateLimitNotice } from '../../ui/RateLimitNotice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import { AppLink } from '../navigation.tsx';
import classes from './OpenLayout.module.css';

export interface OpenLayoutProps {
  children: ReactNode;
}

/**
 * The open area (login, maintenance, institutional pages), painted with the client's login settings:
 * background colour or image and logo per language. Screens sit on white panels so any background stays legible.
 * No router here: the login entry renders it before the router is loaded (its route is OpenLayoutRoute).
 */
export function OpenLayout({ children }: OpenLayoutProps) {
  const { t, i18n } = useTranslation();
  const { settings, clientName, logoUrl, languages } = useBranding();
  const changeLanguage = useChangeLanguage();
  const { openSettings } = useCookieSettings();
  const name = clientName ?? t('app.name');

  const style: CSSProperties = {
    backgroundColor: settings?.background_color,
    backgroundImage: settings?.background_image_url ? `url("${settings.background_image_url}")` : undefined,
    color: settings?.text_color,
  };

  return (
    <div className={classes.page} style={style}>
      <SkipLink />
      <header className={classes.header}>
        <UnstyledButton
          component={AppLink}
          to="/"
          className={classes.brand}
          aria-label={t('nav.brandSignIn', { name })}
        >
          {logoUrl ? (
            <Image src={logoUrl} alt="" h={48} w="auto" fit="contain" />
          ) : (
            <Text span fw={700} size="xl">
              {name}
            </Text>
          )}
        </UnstyledButton>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <RateLimitNotice centered />
        {children}
      </main>
      <footer className={classes.footer}>
        <div className={classes.footerPanel}>
          <Group justify="space-between" align="flex-end" gap="md">
            <nav aria-label={t('a11y.footerNav')}>
              <ul className={classes.links}>
                <li>
                  <Anchor component={AppLink} to="/institutional/about" size="sm">
                    {t('institutional.about')}
                  </Anchor>
                </li>
                <li>
                  <Anchor component={AppLink} to="/institutional/privacy-policy" size="sm">
                    {t('institutional.privacy-policy')}
                  </Anchor>
                </li>
                <li>
                  <Anchor component={AppLink} to="/institutional/terms-and-conditions" size="sm">
                    {t('institutional.terms-and-conditions')}
                  </Anchor>
                </li>
                <li>
                  <Anchor component={AppLink} to="/institutional/cookies_policy" size="sm">
                    {t('institutional.cookies_policy')}
                  </Anchor>
                </li>
                {settings?.has_support !== false && (
                  <li>
                    <Anchor component={AppLink} to="/institutional/support" size="sm">
                      {t('institutional.support')}
                    </Anchor>
                  </li>
                )}
                <li>
                  <Anchor component="button" type="button" size="sm" onClick={openSettings}>
                    {t('cookies.settingsTitle')}
                  </Anchor>
                </li>
              </ul>
            </nav>
            <div className={classes.language}>
              <LanguageSelect
                value={currentLanguage(i18n)}
                options={languages}
                onChange={(code) => changeLanguage.mutate(code)}
                disabled={changeLanguage.isPending}
              />
            </div>
          </Group>
        </div>
      </footer>
    </div>
  );
}
