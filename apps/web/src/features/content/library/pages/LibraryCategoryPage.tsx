import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { SearchFilters } from '../../components/SearchFilters.tsx';
import { useLibraryFiles } from '../api.ts';
import { FileList } from '../components/FileList.tsx';
import { KindSelect, kindParam } from '../components/KindSelect.tsx';
import { useLibraryTranslation } from '../i18n.ts';

const PAGE_SIZE = 12;

/**
 * Route /library/:name (SPEC §2): a category's files the user may see, by title, each with its kind's icon, size and
 * downloads; a search (sent with its button) and a kind filter (at once), both and the page in the URL.
 */
export function LibraryCategoryPage() {
  const { t } = useLibraryTranslation();
  const slug = useParams().name ?? '';
  const { params, update, page, goToPage } = useListParams();
  const kind = kindParam(params.get('kind'));
  const search = params.get('search') ?? '';
  const files = useLibraryFiles(slug, {
    page,
    page_size: PAGE_SIZE,
    ...(kind ? { kind } : {}),
    ...(search ? { search } : {}),
  });
  const name = files.data?.category.name ?? t('title');

  return (
    <Stack gap="lg">
      <DocumentTitle title={name} />
      <Anchor component={Link} to="/library">
        {t('category.back')}
      </Anchor>
      <Title order={1}>{name}</Title>
      <SearchFilters
        label={t('category.search')}
        search={search}
        onSearch={(next) => update({ search: next, page: null })}
      >
        <KindSelect kind={kind} onChange={(next) => update({ kind: next, page: null })} />
      </SearchFilters>
      <div aria-live="polite" aria-busy={files.isFetching}>
        <QueryList
          query={files}
          empty={<EmptyList>{kind || search ? t('category.emptySearch') : t('category.empty')}</EmptyList>}
        >
          {(data) => (
            <FileList
              data={data}
              label={t('category.filesLabel', { category: data.category.name })}
              onPage={goToPage}
            />
          )}
        </QueryList>
      </div>
    </Stack>
  );
}
