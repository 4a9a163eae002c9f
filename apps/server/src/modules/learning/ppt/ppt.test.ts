import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CompletedUpload } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../../../../test/course-fixtures.ts';
import { buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { tempDataDir } from '../../../../test/profile-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';
import { completeUpload, sendChunk } from '../../../../test/upload-fixtures.ts';
import { convertToPdf, findConverter } from './converter.ts';
import { containerOf, countSlides, inspectPresentation } from './inspect.ts';
import { pdfPageCount } from './pdf-pages.ts';
import { fakeSoffice, ole2Of, pdfOf, pptxOf, zipOf } from './test/files.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'elevar-ppt-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function scratchFile(name: string, data: Buffer | string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, data);
  return file;
}

/** What the fake converter noted: the directory of each run as it started, and `end` as each one finished. */
function runLog(log: string): string[] {
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : [];
}

/** The directories the fake converter ran in, one per run. */
const runDirs = (log: string) => runLog(log).filter((line) => line !== 'end');

describe('presentations by content', () => {
  it('tells a pptx from a legacy .ppt from any other zip or compound file, whatever the name', async () => {
    const pptx = pptxOf(4);
    expect(containerOf(pptx)).toBe('zip');
    expect(await inspectPresentation(scratchFile('deck.bin', pptx), pptx)).toEqual({
      format: 'pptx',
      slides: 4,
    });
    const ppt = ole2Of('PowerPoint Document');
    expect(await inspectPresentation(scratchFile('old.pptx', ppt), ppt)).toEqual({
      format: 'ppt',
      slides: null,
    });

    const word = ole2Of('WordDocument');
    await expect(inspectPresentation(scratchFile('a.ppt', word), word)).rejects.toMatchObject({
      code: 'learning.presentation_invalid',
    });
    const docx = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    await expect(inspectPresentation(scratchFile('b.pptx', docx), docx)).rejects.toMatchObject({
      code: 'learning.presentation_invalid',
    });
    const broken = Buffer.concat([pptx.subarray(0, 40), Buffer.alloc(200, 7)]);
    await expect(inspectPresentation(scratchFile('c.pptx', broken), broken)).rejects.toMatchObject({
      code: 'learning.presentation_unreadable',
    });
    const text = Buffer.from('just some text, not a presentation');
    await expect(inspectPresentation(scratchFile('d.pptx', text), text)).rejects.toMatchObject({
      code: 'learning.presentation_invalid',
    });
  });

  it('counts slides from the slide id list, and pages from a pdf’s page tree', () => {
    expect(
      countSlides('<p:presentation><p:sldIdLst><p:sldId id="256"/><p:sldId id="257"/></p:sldIdLst>'),
    ).toBe(2);
    expect(countSlides('<presentation><sldIdLst><sldId id="1"/></sldIdLst></presentation>')).toBe(1);
    expect(countSlides('<p:presentation><p:sldMasterIdLst/></p:presentation>')).toBe(0);
    expect(pdfPageCount(Buffer.from(pdfOf(5)))).toBe(5);
    expect(
      pdfPageCount(Buffer.from('%PDF-1.7\n1 0 obj <</Type/Page>> endobj 2 0 obj <</Type /Page>> endobj')),
    ).toBe(2);
    expect(pdfPageCount(Buffer.from('%PDF-1.7 nothing readable'))).toBeNull();
  });
});

describe('the LibreOffice converter', () => {
  it('is the configured executable, else soffice or libreoffice on PATH, and never with `off`', () => {
    const bin = mkdtempSync(path.join(scratch, 'bin-'));
    const log = path.join(bin, 'log');
    expect(findConverter(undefined, bin)).toBeNull();
    const soffice = fakeSoffice(bin, 'soffice', { log });
    expect(findConverter(undefined, `/nonexistent${path.delimiter}${bin}`)).toEqual({ command: soffice });
    expect(findConverter('off', bin)).toBeNull();
    const custom = fakeSoffice(bin, 'lo-7', { log });
    expect(findConverter(custom, '')).toEqual({ command: custom });
    // a configured path that is no executable converts nothing
    expect(findConverter(path.join(bin, 'missing'), bin)).toBeNull();
  });

  it('runs as a process with argv in a temporary directory it removes, and reads the pdf it wrote', async () => {
    const bin = mkdtempSync(path.join(scratch, 'bin-'));
    const log = path.join(bin, 'log');
    const command = fakeSoffice(bin, 'soffice', { pages: 4, log });
    const pdf = await convertToPdf({ command }, scratchFile('deck.pptx', pptxOf(4)), 'pptx');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf ?? Buffer.alloc(0))).toBe(4);
    const [ranIn] = runDirs(log);
    expect(ranIn).toContain('elevar-ppt-');
    expect(existsSync(ranIn ?? '/')).toBe(false);
  });

  it('runs at most two conversions at once, the others in turn', async () => {
    const bin = mkdtempSync(path.join(scratch, 'bin-'));
    const log = path.join(bin, 'log');
    const command = fakeSoffice(bin, 'soffice', { pages: 1, sleepSeconds: 2, log });
    const pdfs = await Promise.all(
      [1, 2, 3].map((n) => convertToPdf({ command }, scratchFile(`deck-${n}.pptx`, pptxOf(1)), 'pptx')),
    );
    expect(pdfs.map((pdf) => pdf && pdfPageCount(pdf))).toEqual([1, 1, 1]);
    // never more than two running, and two did run side by side
    let running = 0;
    let most = 0;
    for (const line of runLog(log)) {
      running += line === 'end' ? -1 : 1;
      most = Math.max(most, running);
    }
    expect(most).toBe(2);
  });

  it('kills a conversion that overruns, and gives up on one that fails, leaving nothing behind', async () => {
    const bin = mkdtempSync(path.join(scratch, 'bin-'));
    const log = path.join(bin, 'log');
    const slow = fakeSoffice(bin, 'slow', { sleepSeconds: 30, log });
    const started = Date.now();
    expect(
      await convertToPdf({ command: slow }, scratchFile('slow.pptx', pptxOf(1)), 'pptx', 300),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
    const failing = fakeSoffice(bin, 'failing', { exitCode: 3, log });
    expect(
      await convertToPdf({ command: failing }, scratchFile('bad.ppt', ole2Of('PowerPoint Document')), 'ppt'),
    ).toBeNull();
    const dirs = runDirs(log);
    expect(dirs).toHaveLength(2);
    for (const dir of dirs) expect(existsSync(dir)).toBe(false);
  });
});

const UPLOADS = '/api/v1/admin/learning/uploads';
type Who = Awaited<ReturnType<typeof signedIn>>;

/** One app with a configured LIBREOFFICE_PATH: an author uploads presentations through the chunked path. */
function uploadingApp(libreOffice: () => string) {
  const dataDir = tempDataDir();
  const state = {} as { t: TestContext; author: Who; clientId: number };
  beforeAll(async () => {
    state.t = await createTestContext({ DATA_DIR: dataDir.dir, LIBREOFFICE_PATH: libreOffice() });
    const client = await buildClient(state.t.db, { modules: ['online_courses', 'profile'] });
    state.clientId = client.id;
    state.author = await signedIn(state.t.app, state.t.db, {
      clients: [{ id: client.id, role: 'program_admin' }],
    });
  });
  afterAll(async () => {
    await state.t.close();
    dataDir.remove();
  });

  async function upload(name: string, data: Buffer, language = 'en-US') {
    const { t, author } = state;
    const headers = { ...author.headers, 'accept-language': language };
    const started = await t.app.inject({
      method: 'POST',
      url: UPLOADS,
      headers,
      payload: { name, size: data.length, kind: 'presentation', chunk_size: 64 * 1024 },
    });
    expect(started.statusCode).toBe(201);
    const { id } = started.json() as { id: number };
    expect((await sendChunk(t.app, headers, id, 0, data)).status).toBe(200);
    const done = await completeUpload(t.app, headers, id);
    return {
      id,
      status: done.status,
      body: done.body as CompletedUpload & { error?: { code: string; message: string } },
    };
  }

  async function fetchFile(url: string) {
    const response = await state.t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, type: response.headers['content-type'], body: response.rawPayload };
  }
  return { state, upload, fetchFile };
}

describe('uploading a presentation with LibreOffice', () => {
  const bin = mkdtempSync(path.join(scratch, 'bin-'));
  const log = path.join(bin, 'log');
  const app = uploadingApp(() => fakeSoffice(bin, 'soffice', { pages: 3, log }));

  it('converts a pptx to a pdf stored beside it, with the pdf’s pages, and answers the same when completed again', async () => {
    const done = await app.upload('onboarding.pptx', pptxOf(3));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      kind: 'presentation',
      content_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      presentation: { format: 'pptx', pages: 3, download_only: false },
    });
    const pdfUrl = done.body.presentation?.pdf_url ?? '';
    expect(pdfUrl).toMatch(/^\/api\/v1\/files\//);
    const pdf = await app.fetchFile(pdfUrl);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const original = await app.fetchFile(done.body.url);
    expect(original.body.equals(pptxOf(3))).toBe(true);

    const again = await completeUpload(app.state.t.app, app.state.author.headers, done.id);
    expect(again.body).toMatchObject({ presentation: { format: 'pptx', pages: 3, pdf_url: pdfUrl } });
  });

  it('converts a legacy .ppt too, so it is shown as pages', async () => {
    const done = await app.upload('old.ppt', ole2Of('PowerPoint Document'));
    expect(done.body).toMatchObject({
      content_type: 'application/vnd.ms-powerpoint',
      presentation: { format: 'ppt', pages: 3, download_only: false },
    });
    expect(done.body.presentation?.pdf_url).toMatch(/^\/api\/v1\/files\//);
  });

  it('refuses a file that is no presentation in the author’s language, keeping nothing', async () => {
    const refused = await app.upload('notes.pptx', zipOf({ 'notes.txt': 'hello' }), 'pt-BR');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'learning.presentation_invalid',
      message: 'Este arquivo não é uma apresentação do PowerPoint (.pptx ou .ppt).',
    });
    const status = await app.state.t.app.inject({
      method: 'GET',
      url: `${UPLOADS}/${refused.id}`,
      headers: app.state.author.headers,
    });
    expect(status.statusCode).toBe(404);
    const corrupt = await app.upload(
      'broken.pptx',
      Buffer.concat([pptxOf(2).subarray(0, 60), Buffer.alloc(100)]),
    );
    expect(corrupt.body.error).toMatchObject({
      code: 'learning.presentation_unreadable',
      message: 'The presentation could not be read: the file is damaged or incomplete.',
    });
    const pdf = await app.upload('a.pdf', Buffer.from(pdfOf(1)));
    expect(pdf.body.error?.code).toBe('learning.upload_content_mismatch');
  });
});

describe('uploading a presentation without LibreOffice', () => {
  const app = uploadingApp(() => 'off');

  it('keeps a pptx to render in the browser, with its slide count', async () => {
    const done = await app.upload('deck.pptx', pptxOf(4));
    expect(done.body.presentation).toEqual({ format: 'pptx', pages: 4, pdf_url: null, download_only: false });
  });

  it('offers a legacy .ppt for download only, counted as viewed by the player and the server', async () => {
    const done = await app.upload('old.ppt', ole2Of('PowerPoint Document'));
    expect(done.body.presentation).toEqual({
      format: 'ppt',
      pages: null,
      pdf_url: null,
      download_only: true,
    });

    const { t, author, clientId } = app.state;
    const course = await buildCourse(t.db, { clientId, activities: [{ kind: 'video', duration: 60 }] });
    const added = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/learning/activities/${course.activityIds[0]}`,
      headers: author.headers,
      payload: {
        kind: 'ppt',
        title: { 'pt-BR': 'Antiga', 'en-US': 'Old deck' },
        content: { url: done.body.url, format: 'ppt', download_only: true, min_seconds: 20 },
      },
    });
    expect(added.statusCode).toBe(200);

    const learner = await signedIn(t.app, t.db, { clients: [{ id: clientId, role: 'learner' }] });
    const save = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/learning/activities/${course.activityIds[0]}/progress`,
        headers: learner.headers,
        payload: body,
      });
    expect((await save({ seq: 1, position: 0 })).statusCode).toBe(200);
    t.clock.advance(5_000);
    const early = await save({ seq: 2, position: 0, completed: true });
    expect([early.statusCode, early.json().error.code]).toEqual([422, 'learning.completion_too_soon']);
    t.clock.advance(15_000);
    const done2 = await save({ seq: 3, position: 0, completed: true });
    expect(done2.statusCode).toBe(200);
    expect(done2.json()).toMatchObject({ activity: { completed: true }, course: { percent: 100 } });
  });
});
