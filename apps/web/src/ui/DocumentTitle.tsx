import { useTranslation } from 'react-i18next';

export interface DocumentTitleProps {
  title: string;
}

/** Sets the tab title (React hoists <title> into <head>), so each screen announces itself. */
export function DocumentTitle({ title }: DocumentTitleProps) {
  const { t } = useTranslation();
  return <title>{`${title} · ${t('app.name')}`}</title>;
}
