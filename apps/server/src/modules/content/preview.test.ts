import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { newsSite } from '../../../test/news-fixtures.ts';

// The editors' preview of an unsaved body (docs/content.md "Preview"), on PGlite and on PostgreSQL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const preview = (headers: Record<string, string>, html: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/rich-text/preview',
    headers: { ...headers, 'accept-language': 'en-US' },
    payload: { html },
  });

describe('POST /api/v1/admin/rich-text/preview', () => {
  it('answers what the allow-list keeps, storing nothing', async () => {
    const site = await newsSite(t);
    const long = `https://example.com/${'a'.repeat(80)}`;
    const res = await preview(
      site.admin.headers,
      `<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>` +
        `<a href="javascript:alert(1)">bad</a><svg><circle/></svg><p><a href="${long}">${long}</a></p>`,
    );
    expect(res.statusCode).toBe(200);
    const html: string = res.json().html;
    expect(html).toContain('<p>Hi <strong>there</strong></p>');
    expect(html).not.toMatch(/script|onclick|javascript|svg/i);
    // a long link's text is cut as SPEC §9 says, its address whole
    expect(html).toContain(`href="${long}"`);
    expect(html).toMatch(/…/);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('id')
      .where('client_id', '=', site.client.id)
      .execute();
    expect(audit).toEqual([]);
  });

  it('is the content editors’ only (403) and refuses a body over 100,000 characters (400)', async () => {
    const site = await newsSite(t);
    expect((await preview(site.learner.headers, '<p>x</p>')).statusCode).toBe(403);
    expect((await preview(site.instructor.headers, '<p>x</p>')).statusCode).toBe(403);
    expect((await preview(site.admin.headers, 'x'.repeat(100_001))).statusCode).toBe(400);
  });
});
