import { Alert, Title } from '@mantine/core';
import { countryName } from '../../../../i18n/countries.ts';
import classes from '../../../../ui/CardList.module.css';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import type { LevelChangeDetail } from '../api.ts';
import { useLevelChangesTranslation } from '../i18n.ts';
import { formatNumber, levelLabel } from './labels.ts';

/** Who asks for which level in which campaign, with how much experience then and now, and any review. */
export function LevelChangeSummary({ change }: { change: LevelChangeDetail }) {
  const { t, i18n } = useLevelChangesTranslation();
  const number = (value: number) => formatNumber(i18n.language, value);
  const below = change.threshold !== null && change.current_experience < change.threshold;
  const user = change.user.country
    ? `${change.user.full_name} (${change.user.username}, ${countryName(change.user.country, i18n.language)})`
    : `${change.user.full_name} (${change.user.username})`;
  return (
    <section aria-labelledby="level-change-summary">
      <Title order={2} size="h4" id="level-change-summary" mb="sm">
        {t('detail.summary')}
      </Title>
      <dl className={classes.facts}>
        <dt>{t('detail.user')}</dt>
        <dd>{user}</dd>
        <dt>{t('detail.campaign')}</dt>
        <dd>{change.campaign.name}</dd>
        <dt>{t('detail.from')}</dt>
        <dd>{levelLabel(t, change.from_level)}</dd>
        <dt>{t('detail.to')}</dt>
        <dd>{levelLabel(t, change.to_level)}</dd>
        <dt>{t('detail.threshold')}</dt>
        <dd>{change.threshold === null ? t('none') : number(change.threshold)}</dd>
        <dt>{t('detail.experienceAtRequest')}</dt>
        <dd>{number(change.experience)}</dd>
        <dt>{t('detail.experienceNow')}</dt>
        <dd>{number(change.current_experience)}</dd>
        <dt>{t('detail.requestedAt')}</dt>
        <dd>
          <FormattedDate value={change.created_at} />
        </dd>
        <dt>{t('detail.status')}</dt>
        <dd>{t(`statuses.${change.status}`)}</dd>
        {change.reviewed_by && (
          <>
            <dt>{t('detail.reviewedBy')}</dt>
            <dd>{change.reviewed_by.full_name}</dd>
          </>
        )}
        {change.reviewed_at && (
          <>
            <dt>{t('detail.reviewedAt')}</dt>
            <dd>
              <FormattedDate value={change.reviewed_at} />
            </dd>
          </>
        )}
        {change.review_note && (
          <>
            <dt>{t('detail.note')}</dt>
            <dd>{change.review_note}</dd>
          </>
        )}
      </dl>
      {below && change.status === 'pending' && (
        <Alert color="yellow" variant="light" mt="sm">
          {t('detail.belowThreshold')}
        </Alert>
      )}
      {change.under_audit > 0 && change.status === 'pending' && (
        <Alert color="yellow" variant="light" mt="sm">
          {t('detail.underAudit', { count: change.under_audit })}
        </Alert>
      )}
    </section>
  );
}
