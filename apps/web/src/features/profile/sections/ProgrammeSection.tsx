import type { Profile } from '@elevar/contract';
import { isProgrammeLevel } from '@elevar/domain';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { PointsTexts, usePointsTranslation } from '../../points/index.ts';
import { ProfileGate } from '../components/ProfileGate.tsx';
import { ProfileForm } from '../form/ProfileForm.tsx';
import { useProfileTranslation } from '../i18n.ts';
import { anyVisible, PROGRAMME_FIELDS } from '../sectionFields.ts';
import classes from './ProgrammeSection.module.css';

/**
 * Programme fields (SPEC §3): GMIN, CADV, branch, retailer, brand, company/agency; level, experience and
 * available points come from the points engine and are read-only ("—" until it has them).
 */
export function ProgrammeSection() {
  return (
    <ProfileGate>
      {(profile) => (
        <Stack gap="xl">
          <PointsTexts>
            <ProgrammeStanding profile={profile} />
          </PointsTexts>
          {anyVisible(profile, PROGRAMME_FIELDS) && (
            <ProfileForm profile={profile} fieldNames={PROGRAMME_FIELDS} />
          )}
        </Stack>
      )}
    </ProfileGate>
  );
}

/** The level by its name in the interface language (the points texts' level names); an unknown code as it is. */
function useLevelName() {
  const { t } = usePointsTranslation();
  return (level: string) => (isProgrammeLevel(level) ? t(`levels.${level}`) : level);
}

function ProgrammeStanding({ profile }: { profile: Profile }) {
  const { t, i18n } = useProfileTranslation();
  const levelName = useLevelName();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const points = (value: number | null) => (value === null ? t('form.empty') : number.format(value));
  const rows = [
    {
      key: 'level',
      label: t('programme.level'),
      value: profile.level === null ? t('form.empty') : levelName(profile.level),
    },
    { key: 'xp', label: t('programme.experiencePoints'), value: points(profile.experience_points) },
    { key: 'points', label: t('programme.availablePoints'), value: points(profile.available_points) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {t('programme.standing')}
      </Title>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.key} className={classes.row}>
            <dt className={classes.term}>{row.label}</dt>
            <dd className={classes.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
