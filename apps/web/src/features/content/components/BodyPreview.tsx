import '@mantine/core/styles/Typography.css';
import { endpoints } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { Button, Card, Stack, Text, Typography } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useHttp } from '../../../api/HttpContext.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useContentTranslation } from '../i18n.ts';

/**
 * "Preview": the body being written as readers will see it, before it is saved. The server applies the same
 * allow-list a save does (POST /api/v1/admin/rich-text/preview) and its answer is shown, so nothing pasted runs in
 * the editor's browser; "Update preview" asks again after more edits.
 */
export function BodyPreview({ html, language }: { html: string; language: LanguageCode }) {
  const { t } = useContentTranslation();
  const http = useHttp();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const preview = useMutation({
    mutationFn: (body: string) => http.call(endpoints.adminRichTextPreview, { body: { html: body } }),
  });
  const show = () => {
    setOpen(true);
    preview.mutate(html);
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        size="xs"
        variant="light"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        loading={preview.isPending}
        onClick={open && preview.data ? () => preview.mutate(html) : show}
      >
        {t(open && preview.data ? 'preview.update' : 'preview.show')}
      </Button>
      {open && (
        <Card withBorder w="100%" id={regionId} role="region" aria-label={t('preview.label')}>
          {preview.isError && <ErrorAlert error={preview.error} />}
          {preview.data &&
            (preview.data.html.trim() ? (
              <Typography lang={language}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML, as readers see it */}
                <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
              </Typography>
            ) : (
              <Text c="dimmed">{t('preview.empty')}</Text>
            ))}
          {open && (
            <Button size="xs" variant="subtle" mt="xs" onClick={() => setOpen(false)}>
              {t('preview.hide')}
            </Button>
          )}
        </Card>
      )}
    </Stack>
  );
}
