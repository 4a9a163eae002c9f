import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps past the header and menus to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
