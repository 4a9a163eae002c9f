import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useRequiredSession } from '../../features/identity/api.ts';
import { homeRouteOf } from '../../features/identity/session.ts';

/** The server refused: this user may not use the staff screen. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** What a user who may not see a staff screen gets instead (the server said 403), with the way back home. */
export function Forbidden({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const session = useRequiredSession();
  return (
    <Stack gap="sm" maw={640} align="flex-start">
      <Title order={2} size="h3">
        {t('staff.forbiddenTitle')}
      </Title>
      <Text>{(isApiError(error) && error.message) || t('staff.forbiddenBody')}</Text>
      <Anchor component={Link} to={homeRouteOf(session)}>
        {t('common.backToHome')}
      </Anchor>
    </Stack>
  );
}
