import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NotFoundProps {
  backTo: string;
  backLabel: string;
}

export function NotFound({ backTo, backLabel }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}
