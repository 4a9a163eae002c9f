import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequiredSession } from '../../../features/identity/api.ts';

export interface BrandProps {
  /** Mobile: the logo alone when there is one, so the header keeps room for the user menu. */
  compact?: boolean;
}

/** The selected client's logo and name, linking home. */
export function Brand({ compact = false }: BrandProps) {
  const { t } = useTranslation();
  const session = useRequiredSession();
  const name = session.client?.name ?? t('app.name');
  const logo = session.client?.logo_url;
  return (
    <UnstyledButton component={Link} to="/home" aria-label={t('nav.brandHome', { name })} miw={0}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        {logo ? <Image src={logo} alt="" h={32} w="auto" fit="contain" /> : null}
        {(!compact || !logo) && (
          <Text fw={700} size="lg" truncate="end" maw={compact ? 200 : 360}>
            {name}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
