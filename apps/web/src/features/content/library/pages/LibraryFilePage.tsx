import type { LibraryFile } from '@elevar/contract';
import type { FileKind } from '@elevar/domain';
import { Alert, Anchor, Button, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { useLibraryFile } from '../api.ts';
import { FileKindIcon, formatSize } from '../components/FileKindIcon.tsx';
import { type LibraryT, useLibraryTranslation } from '../i18n.ts';

/** The file in the app where the browser can show it (pdf, image, video, audio); else a note to download it. */
function Preview({ file, t }: { file: LibraryFile; t: LibraryT }) {
  const label = t('file.preview', { title: file.title });
  switch (file.kind as FileKind) {
    case 'pdf':
      return (
        <iframe
          src={file.download_url}
          title={label}
          style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-4)' }}
        />
      );
    case 'image':
      return <Image src={file.download_url} alt={label} radius="md" mah="75vh" fit="contain" />;
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a library video comes as uploaded, with no caption track
        <video
          src={file.download_url}
          controls
          aria-label={label}
          style={{ width: '100%', maxHeight: '75vh' }}
        >
          {t('file.videoFallback')}
        </video>
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a library audio comes as uploaded, with no caption track
        <audio src={file.download_url} controls aria-label={label} style={{ width: '100%' }}>
          {t('file.audioFallback')}
        </audio>
      );
    default:
      return <Text>{t('file.noPreview')}</Text>;
  }
}

/**
 * Route /libraries/:id (SPEC §2): one library file, previewed in the app when the browser can (pdf in a frame, image,
 * video, audio) and downloadable always, with its details. Its link serves an hour; the screen reads the file again
 * when it comes back after that. An editor previewing a file learners do not see is told so.
 */
export function LibraryFilePage() {
  const { t, i18n } = useLibraryTranslation();
  const id = Number(useParams().id);
  const query = useLibraryFile(id);

  if (query.isPending) return <ListLoader />;
  if (query.isError)
    return (
      <Stack gap="lg">
        <DocumentTitle title={t('title')} />
        <Anchor component={Link} to="/library">
          {t('category.back')}
        </Anchor>
        <Title order={1}>{t('title')}</Title>
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  const file = query.data;
  const kind = file.kind as FileKind;
  return (
    <Stack gap="lg" component="article" aria-labelledby="library-file-title">
      <DocumentTitle title={file.title} />
      <Anchor component={Link} to={`/library/${file.category.slug}`}>
        {t('file.back', { category: file.category.name })}
      </Anchor>
      <Group wrap="nowrap" align="center" gap="md">
        <FileKindIcon kind={kind} size={48} />
        <Title order={1} id="library-file-title">
          {file.title}
        </Title>
      </Group>
      {!file.published && (
        <Alert color="yellow" variant="light">
          {t('publication.editorPreview')}
        </Alert>
      )}
      {file.description && <Text>{file.description}</Text>}
      <Group>
        <Button component="a" href={`${file.download_url}&attachment=1`} download={file.file_name}>
          {t('file.download')}
        </Button>
      </Group>
      <Preview file={file} t={t} />
      <Table variant="vertical" withTableBorder maw={560} aria-label={t('file.details')}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={180}>{t('file.kind')}</Table.Th>
            <Table.Td>{t(`kinds.${kind}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('file.name')}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-all' }}>{file.file_name}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('file.size')}</Table.Th>
            <Table.Td>{formatSize(file.size, i18n.language)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('file.updated')}</Table.Th>
            <Table.Td>
              <FormattedDate value={file.updated_at} />
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('file.downloads')}</Table.Th>
            <Table.Td>{file.download_count}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
