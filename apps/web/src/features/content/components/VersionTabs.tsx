import type { LanguageCode } from '@elevar/domain';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { LanguageTabs } from '../../../ui/LanguageTabs.tsx';
import { RichTextEditor } from '../../../ui/RichTextEditor.tsx';
import { useContentTranslation } from '../i18n.ts';
import { BodyPreview } from './BodyPreview.tsx';

/** The texts of one language version an editor writes (a summary only where the text has one). */
export interface VersionTexts {
  title: string;
  summary?: string;
  body: string;
}

/**
 * An article's or a page's texts per language, one tab each: title, the summary when the text has one, and the body
 * in the rich-text editor (its HTML at hand) with its preview (`BodyPreview`). The refusal "a title in one language at least" shows under pt-BR's title and the open tab's.
 */
export function VersionTabs<V extends VersionTexts>({
  value,
  onTab,
  versions,
  onChange,
  error,
  bodyMaxLength,
}: {
  value: LanguageCode;
  onTab(code: LanguageCode): void;
  versions: Record<LanguageCode, V>;
  onChange(code: LanguageCode, field: keyof VersionTexts, text: string): void;
  error: string | undefined;
  /** The longest body the server takes (HTML). */
  bodyMaxLength: number;
}) {
  const { t } = useContentTranslation();
  return (
    <LanguageTabs
      label={t('admin.versions')}
      value={value}
      onChange={onTab}
      tabLabel={(code) => t(`admin.languages.${code}`)}
    >
      {(code) => (
        <Stack gap="sm">
          <TextInput
            name={`title-${code}`}
            label={t('admin.titleField')}
            maxLength={256}
            value={versions[code].title}
            onChange={(event) => onChange(code, 'title', event.currentTarget.value)}
            error={code === 'pt-BR' || code === value ? error : undefined}
          />
          {versions[code].summary !== undefined && (
            <Textarea
              label={t('admin.summary')}
              rows={2}
              maxLength={1000}
              value={versions[code].summary}
              onChange={(event) => onChange(code, 'summary', event.currentTarget.value)}
            />
          )}
          {/* the open tab's only: a hidden tab's body waits in the form's values, not in an editor of its own */}
          {code === value && (
            <>
              <RichTextEditor
                label={t('admin.body')}
                description={t('admin.bodyHint')}
                lang={code}
                withSource
                maxLength={bodyMaxLength}
                value={versions[code].body}
                onChange={(html) => onChange(code, 'body', html)}
              />
              <BodyPreview html={versions[code].body} language={code} />
            </>
          )}
        </Stack>
      )}
    </LanguageTabs>
  );
}
