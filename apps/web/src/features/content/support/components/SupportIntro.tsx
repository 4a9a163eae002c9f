import '@mantine/core/styles/Typography.css';
import { Stack, Text, Title, Typography } from '@mantine/core';
import { ListLoader } from '../../../../ui/ListState.tsx';
import { useClientPage } from '../../client-pages/api.ts';
import { useSupportTranslation } from '../i18n.ts';

/**
 * The introduction above the contact form (docs/content.md "Support"): the client's own text for this screen (a
 * client page, `support` or `contact-us`, written per language by its editors), in the version the server chose
 * (`lang` set); the platform's default text when the client wrote none. A failed read shows the default text too:
 * the form below is what the screen is for.
 */
export function SupportIntro({ slug }: { slug: 'support' | 'contact-us' }) {
  const { t } = useSupportTranslation();
  const page = useClientPage(slug);
  if (page.isPending) return <ListLoader />;
  if (page.isError) return <Text>{t(slug === 'support' ? 'intro.support' : 'intro.contact')}</Text>;
  return (
    <Stack gap="xs" component="section" aria-labelledby="support-intro" lang={page.data.language}>
      <Title order={2} id="support-intro">
        {page.data.title}
      </Title>
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allow-list before it was stored */}
        <div dangerouslySetInnerHTML={{ __html: page.data.body }} />
      </Typography>
    </Stack>
  );
}
