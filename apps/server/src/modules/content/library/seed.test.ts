import type {
  AdminLibraryFilesPage,
  LibraryCategoryList,
  LibraryFilesPage,
  LibrarySearchPage,
} from '@elevar/contract';
import { FILE_KINDS } from '@elevar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoHeaders, login } from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { DEMO_PASSWORD, seedDemo } from '../../../db/seed/index.ts';
import { fileStoreFor } from '../../../platform/storage.ts';

const { t } = withDataDir();
beforeAll(async () => {
  await seedDemo(t.db, undefined, { files: fileStoreFor(t) });
});

describe('the library demo', () => {
  it('shows the academy learner three categories holding a file of every SPEC §3 kind, each downloadable', async () => {
    const headers = { ...bearer(await login(t.app, 'learner', DEMO_PASSWORD)), 'accept-language': 'fr-FR' };
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers })).json() as T;
    const categories = await get<LibraryCategoryList>('/api/v1/library/categories');
    expect(categories.results.map((c) => [c.name, c.file_count])).toEqual([
      ['Manuels et guides', 4],
      ['Médias', 3],
      ['Tableurs et archives', 3],
    ]);
    const files = [];
    for (const category of categories.results)
      files.push(
        ...(await get<LibraryFilesPage>(`/api/v1/library/categories/${category.slug}/files`)).results,
      );
    expect(new Set(files.map((f) => f.kind))).toEqual(new Set(FILE_KINDS));
    const pdf = files.find((f) => f.kind === 'pdf');
    const opened = await get<{ download_url: string }>(`/api/v1/library/files/${pdf?.id}`);
    const download = await t.app.inject({ method: 'GET', url: opened.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // the draft is out of the learner's counts (above) and search, and its editors see it unpublished
    const search = await get<LibrarySearchPage>('/api/v1/library/files?search=calendario');
    expect(search.count).toBe(0);
    const adminHeaders = await demoHeaders(t, 'admin', 'franchise-academy');
    const drafts = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/library/files?search=calendario',
        headers: adminHeaders,
      })
    ).json() as AdminLibraryFilesPage;
    expect(drafts.results.map((f) => [f.title, f.published])).toEqual([
      ['Calendário de treinamentos 2027 (rascunho)', false],
    ]);
  });
});
