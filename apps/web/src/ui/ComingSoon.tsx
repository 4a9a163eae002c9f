import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ComingSoonProps {
  title: string;
  backTo: string;
  backLabel: string;
}

/** The honest placeholder for a section whose module has not been built yet. */
export function ComingSoon({ title, backTo, backLabel }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1}>{title}</Title>
      <Text>{t('comingSoon.body')}</Text>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}
