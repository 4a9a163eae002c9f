import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withNamespace } from '../../../../i18n/NamespaceTexts.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { Panel } from '../../../../ui/Panel.tsx';
import { rewardTransferNamespace } from '../namespace.ts';

/**
 * /tigre-juntos-somos-mais (SPEC §2 open area, standalone): the partner loyalty programme's page, signed out, in
 * the visitor's language: what it is, who may transfer points to it (SPEC §6), how to start, and the 12 months the
 * transferred points last (SPEC §9).
 */
function PartnerProgramme() {
  const { t } = useTranslation('rewardTransfer');
  return (
    <Panel maw={720}>
      <Stack gap="md">
        <DocumentTitle title={t('partner.title')} />
        <Title order={1}>{t('partner.title')}</Title>
        <Text>{t('partner.lead')}</Text>
        <section aria-labelledby="partner-who">
          <Title order={2} size="h4" id="partner-who" mb="xs">
            {t('partner.whoTitle')}
          </Title>
          <List>
            <List.Item>{t('partner.who1')}</List.Item>
            <List.Item>{t('partner.who2')}</List.Item>
            <List.Item>{t('partner.who3')}</List.Item>
          </List>
        </section>
        <section aria-labelledby="partner-how">
          <Title order={2} size="h4" id="partner-how" mb="xs">
            {t('partner.howTitle')}
          </Title>
          <List type="ordered">
            <List.Item>{t('partner.how1')}</List.Item>
            <List.Item>{t('partner.how2')}</List.Item>
            <List.Item>{t('partner.how3')}</List.Item>
          </List>
        </section>
        <Text fw={600}>{t('partner.validity')}</Text>
        <Anchor component={Link} to="/">
          {t('partner.signIn')}
        </Anchor>
      </Stack>
    </Panel>
  );
}

export const PartnerProgrammePage = withNamespace(rewardTransferNamespace, PartnerProgramme);
