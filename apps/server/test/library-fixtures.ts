import { gzipSync } from 'node:zlib';
import type { CompletedLibraryUpload } from '@elevar/contract';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { demoDocx, demoXlsx, demoZip } from '../src/modules/content/library/demo-files.ts';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import { withDataDir } from './file-context.ts';
import type { TestContext } from './harness.ts';
import { completeUpload, LIBRARY_UPLOADS, sendChunk, startUpload } from './upload-fixtures.ts';

/** The chunk size of the library uploads' tests (the least the server takes). */
const CHUNK = 64 * 1024;

/** A client with a library, a learner, a programme administrator and an instructor, each signed in. */
export async function librarySite(t: TestContext) {
  const client = await buildClient(t.db, { modules: ['library', 'profile'] });
  const as = async (role: 'learner' | 'program_admin' | 'instructor') => {
    const user = await buildUser(t.db, { clients: [{ id: client.id, role }] });
    return { ...user, headers: bearer(await login(t.app, user.username, user.password)) };
  };
  return {
    client,
    learner: await as('learner'),
    admin: await as('program_admin'),
    instructor: await as('instructor'),
  };
}

const ole2 = (stream: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from(stream, 'utf16le'),
    Buffer.alloc(64),
  ]);

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#1c7ed6' } })
    .toFormat(format)
    .toBuffer();

/** A tiny 1×1 BMP (24-bit). */
const BMP = Buffer.concat([
  Buffer.from('BM'),
  Buffer.from([58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]),
  Buffer.alloc(28),
]);

/** A small file of each SPEC §3 extension, its content what the extension says. */
export async function sampleFiles() {
  const ftyp = (brand: string) =>
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
  return {
    mp4: ftyp('isom'),
    mov: ftyp('qt  '),
    mkv: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(28)]),
    wmv: Buffer.concat([
      Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9]),
      Buffer.alloc(22),
    ]),
    wav: Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([36, 0, 0, 0]),
      Buffer.from('WAVEfmt '),
      Buffer.alloc(24),
    ]),
    ogg: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(28)]),
    mp3: Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.alloc(32)]),
    pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    png: await image('png'),
    jpg: await image('jpeg'),
    jpeg: await image('jpeg'),
    bmp: BMP,
    svg: Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
    ),
    gif: await image('gif'),
    zip: demoZip({ 'a.txt': 'a' }),
    rar: Buffer.concat([Buffer.from('Rar!\x1a\x07\x00', 'latin1'), Buffer.alloc(16)]),
    gzip: gzipSync('gzip'),
    tz: gzipSync('tar'),
    xlsx: demoXlsx([['a', 'b']]),
    xls: ole2('Workbook'),
    docx: demoDocx('Olá'),
    txt: Buffer.from('Olá, biblioteca\n'),
    doc: ole2('WordDocument'),
    pptx: demoZip({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p:presentation/>' }),
    ppt: ole2('PowerPoint Document'),
  };
}

/**
 * Uploads a file to a category as `headers`' user, as the web does (docs/content.md "Library"): declared with its
 * texts and visibility, sent in chunks straight to the file store, then completed by `POST /api/files/complete/`.
 * The status and answer of the first step refused, else the completion's status with the library file it added.
 */
export async function uploadLibraryFile(
  t: TestContext,
  headers: Record<string, string>,
  file: {
    name: string;
    data: Buffer | string;
    categoryId: number | string;
    title?: string;
    published?: boolean;
    languages?: string[];
    groupIds?: number[];
  },
) {
  const data = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
  const asked = { ...headers, 'accept-language': 'en-US' };
  const answer = (statusCode: number, body: unknown) => ({
    statusCode,
    body: JSON.stringify(body),
    // biome-ignore lint/suspicious/noExplicitAny: an answer of any step, read by the tests as JSON
    json: (): any => body,
  });
  const started = await startUpload(
    t.app,
    asked,
    {
      name: file.name,
      size: data.length,
      chunk_size: CHUNK,
      category_id: file.categoryId,
      ...(file.title ? { title: file.title } : {}),
      ...(file.published !== undefined ? { published: file.published } : {}),
      ...(file.languages ? { languages: file.languages } : {}),
      ...(file.groupIds ? { group_ids: file.groupIds } : {}),
    },
    LIBRARY_UPLOADS,
  );
  if (started.status !== 201) return answer(started.status, started.body);
  const { id, chunk_size: chunkSize, chunk_count: count } = started.body;
  for (let index = 0; index < count; index += 1) {
    const part = data.subarray(index * chunkSize, (index + 1) * chunkSize);
    const sent = await sendChunk(t.app, asked, id, index, part, LIBRARY_UPLOADS);
    if (sent.status !== 200) return answer(sent.status, sent.body);
  }
  const done = await completeUpload<CompletedLibraryUpload>(t.app, asked, id);
  return answer(done.status, done.status === 200 ? done.body.file : done.body);
}

export const CATEGORY_NAMES = (name: string) => ({
  'pt-BR': `${name} pt`,
  'en-US': name,
  'es-ES': `${name} es`,
  'fr-FR': `${name} fr`,
});

export async function createLibraryCategory(t: TestContext, headers: Record<string, string>, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/library/categories',
    headers: { ...headers, 'accept-language': 'en-US' },
    payload: { names: CATEGORY_NAMES(name) },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { id: number; slug: string };
}

let serial = 0;

/** A library category written straight to the database. */
export async function buildLibraryCategory(t: TestContext, clientId: number, name: string) {
  serial += 1;
  return t.db
    .insertInto('library_categories')
    .values({ client_id: clientId, slug: `category-${serial}`, names: JSON.stringify(CATEGORY_NAMES(name)) })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
}

/** A library file row written straight to the database (its bytes are never read). */
export async function buildLibraryFile(
  t: TestContext,
  spec: { clientId: number; categoryId: number; title: string; groupIds?: number[] },
) {
  serial += 1;
  return t.db
    .insertInto('library_files')
    .values({
      client_id: spec.clientId,
      category_id: spec.categoryId,
      title: spec.title,
      file_key: `library-test-${serial}`,
      file_name: `${spec.title}.pdf`,
      extension: 'pdf',
      kind: 'pdf',
      content_type: 'application/pdf',
      size: 10,
      languages: null,
      group_ids: spec.groupIds ?? [],
      search_text: spec.title.toLowerCase(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * A library test file's app over a private DATA_DIR (`withDataDir`) with its clock set to `now` before the tests, and
 * its requests.
 */
export function librarySuite(now: string) {
  const context = withDataDir();
  beforeAll(() => {
    context.t.clock.set(new Date(now));
  });
  return { ...context, ...libraryRequests(context.t) };
}

/** The library tests' requests: a read in a language (en-US unless named) and a write in en-US. */
function libraryRequests(t: TestContext) {
  const get = (url: string, headers: Record<string, string> = {}, language = 'en-US') =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, 'accept-language': 'en-US' },
      ...(payload ? { payload } : {}),
    });
  return { get, send };
}

/** A site whose editor uploaded one pdf to a new category, and the learner's link to it. */
export async function sharedLibraryPdf(t: TestContext, categoryName: string) {
  const site = await librarySite(t);
  const category = await createLibraryCategory(t, site.admin.headers, categoryName);
  const pdf = (
    await uploadLibraryFile(t, site.admin.headers, {
      name: 'a.pdf',
      data: (await sampleFiles()).pdf,
      categoryId: category.id,
    })
  ).json() as { id: number };
  const url: string = (
    await libraryRequests(t).get(`/api/v1/library/files/${pdf.id}`, site.learner.headers)
  ).json().download_url;
  return { site, category, pdf, url };
}
