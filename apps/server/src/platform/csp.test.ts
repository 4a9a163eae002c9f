import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClient } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { BRANDING_TTL_MS, contentSecurityPolicy, originOf, websocketOrigin } from './csp.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    PUBLIC_URL: 'https://learn.example.test',
    CONTENT_ORIGIN: 'https://content.example.test',
  });
});
afterAll(() => t.close());

/** The policy's directives as name → sources. */
async function policy(): Promise<Record<string, string[]>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/login-params' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  it('lets the player stream HLS from the configured origins, and no other', () => {
    const directives = contentSecurityPolicy({
      publicUrl: 'https://learn.example.test',
      brandingOrigins: () => [],
      streamOrigins: ['https://stream.example.test'],
    });
    expect(directives.connectSrc).toEqual([
      "'self'",
      'wss://learn.example.test',
      'https://stream.example.test',
    ]);
    expect(directives.mediaSrc).toEqual(["'self'", 'blob:', 'https://stream.example.test']);
    // the emulator of flash activities compiles WebAssembly; nothing allows JavaScript eval
    expect(directives.scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it("allows websockets to the app's own origin only, and no source by scheme alone", async () => {
    const directives = await policy();
    expect(directives['connect-src']).toEqual(["'self'", 'wss://learn.example.test']);
    for (const sources of Object.values(directives)) {
      for (const wildcard of ['https:', 'http:', 'ws:', 'wss:', '*']) expect(sources).not.toContain(wildcard);
    }
    // the learning player's privacy-enhanced video embeds, by exact origin, and the SCORM content origin
    expect(directives['frame-src']).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://content.example.test',
    ]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it("allows images from the clients' logo and background hosts, within a minute of a change", async () => {
    const client = await buildClient(t.db);
    await t.db
      .updateTable('login_settings')
      .set({
        logos: JSON.stringify({ 'pt-BR': 'https://cdn.brand.example/logo.svg', 'en-US': '/logo-en.svg' }),
        background_image_url: 'https://images.brand.example/bg.jpg',
      })
      .where('client_id', '=', client.id)
      .execute();
    await t.db
      .updateTable('clients')
      .set({ logo_url: 'http://old-cdn.brand.example/a.png' })
      .where('id', '=', client.id)
      .execute();
    t.clock.advance(BRANDING_TTL_MS);
    await vi.waitFor(
      async () => {
        expect(new Set((await policy())['img-src'])).toEqual(
          new Set([
            "'self'",
            'data:',
            'blob:',
            'https://cdn.brand.example',
            'https://images.brand.example',
            'http://old-cdn.brand.example',
          ]),
        );
      },
      { timeout: 5000 },
    );
  });

  it('takes what the product embeds from its one registry', () => {
    const directives = contentSecurityPolicy({
      publicUrl: 'http://localhost:3000',
      brandingOrigins: () => [],
      embeds: { img: [], media: ['https://video.example'], frame: ['https://player.example'], connect: [] },
    });
    expect(directives.connectSrc).toEqual(["'self'", 'ws://localhost:3000']);
    expect(directives.mediaSrc).toEqual(["'self'", 'blob:', 'https://video.example']);
    expect(directives.frameSrc).toEqual(["'self'", 'https://player.example']);
  });

  it('reads origins from absolute http(s) URLs only', () => {
    expect(originOf('https://cdn.example/a/b.png?x=1')).toBe('https://cdn.example');
    expect(originOf('/logo.svg')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(websocketOrigin('https://learn.example.test/')).toBe('wss://learn.example.test');
  });
});

describe('the API documentation', () => {
  it('is served by default outside production, and not at all in production unless asked for', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const production = await createTestContext({
      NODE_ENV: 'production',
      WEB_APP_CLIENT_SECRET: 'a-real-secret-from-the-vault',
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
    const asked = await createTestContext({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      expect((await asked.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await asked.close();
    }
  });
});
