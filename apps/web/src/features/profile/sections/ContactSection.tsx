import '@mantine/core/styles/Badge.css';
import type { Profile } from '@elevar/contract';
import { formatPhone } from '@elevar/domain';
import { Anchor, Badge, Group, Input, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRequiredSession } from '../../identity/index.ts';
import { ProfileGate } from '../components/ProfileGate.tsx';
import { ProfileForm } from '../form/ProfileForm.tsx';
import { useProfileTranslation } from '../i18n.ts';
import { CONTACT_FIELDS } from '../sectionFields.ts';
import { PROFILE_PATH } from '../sections.ts';

/**
 * Account and contact (SPEC §3): document, e-mail with its confirmation, phones and communication consent. The
 * mobile phone is changed only through verification (the phone section), so it is shown here, not edited.
 */
export function ContactSection() {
  return (
    <ProfileGate>
      {(profile) => (
        <ProfileForm
          profile={profile}
          fieldNames={CONTACT_FIELDS}
          slots={{ phone_mobile: <MobilePhone profile={profile} /> }}
        />
      )}
    </ProfileGate>
  );
}

function MobilePhone({ profile }: { profile: Profile }) {
  const { t } = useProfileTranslation();
  const session = useRequiredSession();
  const country = session.countries.find((c) => c.id === profile.country_id)?.code ?? session.country?.code;
  return (
    <div>
      <Input.Label component="div">{t('fields.phone_mobile')}</Input.Label>
      <Group gap="sm" wrap="wrap">
        <Text>{profile.phone_mobile ? formatPhone(profile.phone_mobile, country) : t('form.empty')}</Text>
        {profile.phone_mobile && (
          <Badge color={profile.phone_verified ? 'teal' : 'gray'} variant="light">
            {profile.phone_verified ? t('phone.verified') : t('phone.notVerified')}
          </Badge>
        )}
        <Anchor component={Link} to={`${PROFILE_PATH}/phone`} size="sm">
          {t('phone.changeLink')}
        </Anchor>
      </Group>
    </div>
  );
}
