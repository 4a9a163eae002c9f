import type { CertificateTemplate } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeSession } from '../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../test/signedInApp.ts';

// pdf.js draws nothing in happy-dom: the preview's drawing is the one part faked
const drawn = vi.hoisted(() => ({ calls: [] as Uint8Array[] }));
vi.mock('./template/pdfCanvas.ts', () => ({
  loadPdfJs: async () => ({}),
  drawPdfPage: async (data: Uint8Array) => {
    drawn.calls.push(data);
  },
}));

const texts = (title: string) => ({ title, body: 'Certificamos que\n{learner}', signer_title: '' });

function makeTemplate(overrides: Partial<CertificateTemplate> = {}): CertificateTemplate {
  return {
    primary_color: '#215c9e',
    accent_color: '#1f2937',
    logo: null,
    signature: null,
    signer_name: '',
    texts: {
      'pt-BR': texts('Certificado de conclusão'),
      'en-US': texts('Certificate of completion'),
      'es-ES': texts('Certificado de finalización'),
      'fr-FR': texts('Certificat de réussite'),
    },
    is_default: true,
    saved_at: null,
    placeholders: ['{learner}', '{course}', '{kind}', '{date}', '{hours}', '{score}', '{issuer}'],
    ...overrides,
  };
}

const adminSession = () => {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin' } });
};

const PDF = () =>
  new Response(new TextEncoder().encode('%PDF-1.7 preview'), {
    headers: { 'Content-Type': 'application/pdf' },
  });
const PREVIEW = { timeout: 4000 };

beforeEach(() => {
  installFakeSockets();
  setViewport(false);
  drawn.calls = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the certificate template editor', () => {
  it('previews the unsaved title as the administrator types, in the open tab’s language', async () => {
    const previews: { texts: Record<string, { title: string }>; language: string }[] = [];
    await openApp('/admin/certificate-template', {
      session: adminSession(),
      routes: {
        'GET /api/v1/admin/certificate-template': () => json(makeTemplate()),
        'POST /api/v1/admin/certificate-template/preview': async (request) => {
          previews.push(await request.json());
          return PDF();
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Modelo de certificado', level: 1 }, FIRST_LOAD),
    ).toBeTruthy();
    expect(
      await screen.findByText('O cliente ainda usa o modelo da plataforma. Salve para ter o seu.'),
    ).toBeTruthy();
    // the first preview, of the values as loaded
    expect(await screen.findByText('Pré-visualização atualizada.', {}, PREVIEW)).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Pré-visualização do certificado: Certificado de conclusão' }),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Título/ }), {
      target: { value: 'Certificado da Academia' },
    });
    expect(await screen.findByText('Atualizando a pré-visualização…')).toBeTruthy();
    expect(
      await screen.findByRole(
        'img',
        { name: 'Pré-visualização do certificado: Certificado da Academia' },
        PREVIEW,
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Pré-visualização atualizada.')).toBeTruthy();
    expect(previews.at(-1)).toMatchObject({
      language: 'pt-BR',
      texts: { 'pt-BR': { title: 'Certificado da Academia' } },
    });
    expect(drawn.calls.length).toBeGreaterThanOrEqual(2);

    // the English tab previews in English
    fireEvent.click(screen.getByRole('tab', { name: 'Inglês' }));
    await waitFor(() => expect(previews.at(-1)?.language).toBe('en-US'), PREVIEW);
  }, 30_000);

  it('saves the typed values as a new version', async () => {
    const saved: unknown[] = [];
    const app = await openApp('/admin/certificate-template', {
      session: adminSession(),
      routes: {
        'GET /api/v1/admin/certificate-template': () => json(makeTemplate()),
        'POST /api/v1/admin/certificate-template/preview': () => PDF(),
        'PUT /api/v1/admin/certificate-template': async (request) => {
          const body = await request.json();
          saved.push(body);
          return json(makeTemplate({ ...body, is_default: false, saved_at: '2026-12-05T10:00:00.000Z' }));
        },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Título/ }, FIRST_LOAD), {
      target: { value: 'Certificado da Academia' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Cor principal/ }), {
      target: { value: '#0B7285' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    expect(
      await screen.findByText('Modelo salvo. Os próximos certificados usarão este modelo.'),
    ).toBeTruthy();
    expect(saved).toEqual([
      expect.objectContaining({
        primary_color: '#0B7285',
        logo_key: null,
        texts: expect.objectContaining({
          'pt-BR': expect.objectContaining({ title: 'Certificado da Academia' }),
        }),
      }),
    ]);
    expect(app.server.to('PUT', '/api/v1/admin/certificate-template')).toHaveLength(1);
  }, 30_000);

  it('refuses an unknown placeholder in another language: its tab opens on the field, and the preview pauses', async () => {
    const app = await openApp('/admin/certificate-template', {
      session: adminSession(),
      routes: {
        'GET /api/v1/admin/certificate-template': () => json(makeTemplate()),
        'POST /api/v1/admin/certificate-template/preview': () => PDF(),
      },
    });
    await screen.findByRole('heading', { name: 'Modelo de certificado', level: 1 }, FIRST_LOAD);
    fireEvent.click(await screen.findByRole('tab', { name: 'Francês' }));
    const bodies = screen.getAllByRole('textbox', { name: /^Texto/ });
    const french = bodies.find((box) => box.getAttribute('name') === 'texts.fr-FR.body') as HTMLElement;
    fireEvent.change(french, { target: { value: 'Décerné à {nom}' } });
    expect(await screen.findByText('Pré-visualização pausada.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Português' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    const message = await screen.findByText(
      'Marcador desconhecido. Use {learner}, {course}, {kind}, {date}, {hours}, {score} ou {issuer}.',
    );
    expect(message).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Francês (com erro)', selected: true })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(french));
    expect(app.server.to('PUT', '/api/v1/admin/certificate-template')).toHaveLength(0);
  }, 30_000);

  it('says why a preview could not be drawn', async () => {
    await openApp('/admin/certificate-template', {
      session: adminSession(),
      routes: {
        'GET /api/v1/admin/certificate-template': () => json(makeTemplate()),
        'POST /api/v1/admin/certificate-template/preview': () =>
          apiError(400, 'common.validation', 'A imagem não é deste cliente.'),
      },
    });
    const message = await screen.findByText('A imagem não é deste cliente.', {}, { timeout: 5000 });
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Não foi possível gerar a pré-visualização.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Pré-visualização do certificado/ }).dataset.state).toBe(
      'failed',
    );
  });

  it('uploads a logo, shows it, and saves the template with its key', async () => {
    const saved: { logo_key: string | null }[] = [];
    await openApp('/admin/certificate-template', {
      session: adminSession(),
      routes: {
        'GET /api/v1/admin/certificate-template': () => json(makeTemplate()),
        'POST /api/v1/admin/certificate-template/preview': () => PDF(),
        'POST /api/v1/admin/certificate-template/images/logo': () =>
          json({ key: 'k'.repeat(43), url: '/api/v1/files/logo?sig=s' }, 201),
        'PUT /api/v1/admin/certificate-template': async (request) => {
          const body = await request.json();
          saved.push(body);
          return json(makeTemplate({ ...body, is_default: false }));
        },
      },
    });
    await screen.findByRole('heading', { name: 'Modelo de certificado', level: 1 }, FIRST_LOAD);
    const logo = await screen.findByRole('group', { name: 'Logotipo' });
    expect(within(logo).getByText('Nenhuma imagem')).toBeTruthy();
    const input = logo.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(logo).findByText('A imagem tem mais de 2 MB. Envie uma imagem menor.')).toBeTruthy();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(logo.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    expect(await within(logo).findByRole('img', { name: 'Imagem atual: Logotipo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ logo_key: 'k'.repeat(43) })]));
  }, 30_000);
});
