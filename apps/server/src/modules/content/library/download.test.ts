import { describe, expect, it } from 'vitest';
import {
  createLibraryCategory,
  librarySite,
  librarySuite,
  sampleFiles,
  sharedLibraryPdf,
  uploadLibraryFile,
} from '../../../../test/library-fixtures.ts';
import { contentDisposition } from './download.ts';

// A library file's signed link and its counted download (docs/content.md "Library").

const { t, get } = librarySuite('2026-12-02T12:00:00Z');

describe('downloads', () => {
  it('streams the file with its type, inline for previews, as an attachment otherwise, counting each', async () => {
    const site = await librarySite(t);
    const category = await createLibraryCategory(t, site.admin.headers, 'Downloads');
    const samples = await sampleFiles();
    const pdf = (
      await uploadLibraryFile(t, site.admin.headers, {
        name: 'Guia prático.pdf',
        data: samples.pdf,
        categoryId: category.id,
      })
    ).json();
    const docx = (
      await uploadLibraryFile(t, site.admin.headers, {
        name: 'letter.docx',
        data: samples.docx,
        categoryId: category.id,
      })
    ).json();
    const link = async (id: number) =>
      (await get(`/api/v1/library/files/${id}`, site.learner.headers)).json().download_url;

    const inline = await get(await link(pdf.id));
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Guia pr_tico.pdf"; filename*=UTF-8''Guia%20pr%C3%A1tico.pdf`,
    );
    expect(inline.rawPayload.equals(samples.pdf)).toBe(true);
    // only the app's own pages frame it (the app's policy says 'none' for its pages)
    expect(inline.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    const attached = await get(`${await link(pdf.id)}&attachment=1`);
    expect(attached.headers['content-disposition']).toMatch(/^attachment;/);
    const word = await get(await link(docx.id));
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.headers['content-disposition']).toMatch(/^attachment; filename="letter.docx"/);
    expect(word.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    const svg = (
      await uploadLibraryFile(t, site.admin.headers, {
        name: 'logo.svg',
        data: samples.svg,
        categoryId: category.id,
      })
    ).json();
    const drawing = await get(await link(svg.id));
    expect([drawing.headers['content-type'], drawing.headers['content-security-policy']]).toEqual([
      'image/svg+xml',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ]);
    // a media element seeking (a range not from the first byte) does not count again
    const seek = await t.app.inject({
      method: 'GET',
      url: await link(pdf.id),
      headers: { range: 'bytes=5-9' },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.body).toBe(samples.pdf.subarray(5, 10).toString());

    const counts = (
      await get(`/api/v1/library/categories/${category.slug}/files`, site.learner.headers)
    ).json();
    expect(
      Object.fromEntries(
        counts.results.map((r: { title: string; download_count: number }) => [r.title, r.download_count]),
      ),
    ).toEqual({
      'Guia prático': 2,
      letter: 1,
      logo: 1,
    });
  });

  it('names the file for every browser (RFC 6266)', () => {
    expect(contentDisposition('attachment', "Plano (v2) d'água.pdf")).toBe(
      `attachment; filename="Plano (v2) d'_gua.pdf"; filename*=UTF-8''Plano%20%28v2%29%20d%27%C3%A1gua.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c.txt')).toBe(
      `inline; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
  });

  it('refuses a forged, another file’s or an expired link', async () => {
    const { pdf, url } = await sharedLibraryPdf(t, 'Links');
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    expect(
      (await get(`/api/v1/library/files/${pdf.id}/download?token=${token.slice(0, -2)}xx`)).statusCode,
    ).toBe(403);
    expect((await get(`/api/v1/library/files/${pdf.id + 1}/download?token=${token}`)).statusCode).toBe(403);
    expect((await get(`/api/v1/library/files/${pdf.id}/download`)).statusCode).toBe(400);
    t.clock.advance(61 * 60 * 1000);
    try {
      const expired = await get(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.code).toBe('content.library_link_expired');
    } finally {
      t.clock.set(new Date('2026-12-02T12:00:00Z'));
    }
  });

  it('counts concurrent downloads atomically', async () => {
    const { site, pdf, url } = await sharedLibraryPdf(t, 'Busy');
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect((await get(`/api/v1/library/files/${pdf.id}`, site.learner.headers)).json().download_count).toBe(
      20,
    );
  });
});
