import type { CertificateTemplate, CertificateTemplateImage } from '@elevar/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  client,
  learnerOf,
  other,
  otherAdmin,
  t,
  useAssessmentSuite,
  type Who,
} from '../../../test/assessment-suite.ts';
import {
  finishedCourse,
  hex,
  mine,
  pdfText,
  templateInput,
  uploadTemplateImage,
} from '../../../test/certificate-fixtures.ts';
import { pdfImageCount, pdfQrCode } from '../../../test/pdf-qr.ts';
import { signedIn } from '../../../test/registration.ts';

// Certificate templates (docs/certificates.md "Templates"): the client's programme administrators (and superusers
// acting in it) read, save and preview the template; images are checked by content; a certificate keeps the template
// version it was issued with. Each PDF's text is read back from its page.

useAssessmentSuite();

const URL = '/api/v1/admin/certificate-template';
const save = (who: Who, body: object, language = 'pt-BR') =>
  call<CertificateTemplate>(who, 'PUT', URL, body, { 'accept-language': language });
const preview = (who: Who, body: object, language = 'pt-BR') =>
  t.app.inject({
    method: 'POST',
    url: `${URL}/preview`,
    headers: { ...who.headers, 'accept-language': language },
    payload: body,
  });
const certificatePdf = async (who: Who, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${id}/pdf`, headers: who.headers }))
    .rawPayload;
const png = (colour: string, width = 400, height = 120) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
const auditOf = (action: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['actor_id', 'client_id', 'entity_type', 'entity_id', 'fields'])
    .where('action', '=', action)
    .where('client_id', '=', client.id)
    .orderBy('id')
    .execute();

describe('certificate templates', () => {
  it('keeps each certificate’s template version: a new template draws only the certificates issued after it', async () => {
    // before any template: the platform's, read by the administrator
    const initial = await call<CertificateTemplate>(admin, 'GET', URL);
    expect(initial.status).toBe(200);
    expect(initial.body).toMatchObject({ is_default: true, saved_at: null, logo: null, signature: null });
    expect(initial.body.texts['pt-BR'].title).toBe('Certificado de conclusão');
    expect(initial.body.placeholders).toContain('{learner}');

    const before = await learnerOf(client.id);
    await finishedCourse(before);
    const [old] = (await mine(before)).body.results;
    expect(await pdfText(await certificatePdf(before, Number(old?.id)))).toContain(
      hex('Certificado de conclusão'),
    );

    expect((await save(admin, templateInput('Primeira versão'))).status).toBe(200);
    const first = await learnerOf(client.id);
    await finishedCourse(first);
    const [issued] = (await mine(first)).body.results;
    const firstPdf = await pdfText(await certificatePdf(first, Number(issued?.id)));
    expect(firstPdf).toContain(hex('Primeira versão (pt-BR)'));
    expect(firstPdf).toContain(hex('Helena Prado'));

    expect((await save(admin, templateInput('Segunda versão'))).status).toBe(200);
    // issued ones keep theirs
    const again = await pdfText(await certificatePdf(first, Number(issued?.id)));
    expect(again).toContain(hex('Primeira versão (pt-BR)'));
    expect(again).not.toContain(hex('Segunda versão'));
    expect(await pdfText(await certificatePdf(before, Number(old?.id)))).toContain(
      hex('Certificado de conclusão'),
    );
    // a new one has the new version
    const later = await learnerOf(client.id);
    await finishedCourse(later);
    const [newest] = (await mine(later)).body.results;
    expect(await pdfText(await certificatePdf(later, Number(newest?.id)))).toContain(
      hex('Segunda versão (pt-BR)'),
    );
  });

  it('saves a new version (audited) that the client’s administrators read; another client keeps its own', async () => {
    const saved = await save(admin, templateInput('Certificado da Academia'));
    expect(saved.status).toBe(200);
    // colours are kept in lower case
    expect(saved.body).toMatchObject({
      is_default: false,
      primary_color: '#0b7285',
      signer_name: 'Helena Prado',
    });
    expect(saved.body.saved_at).toBe(t.clock.now().toISOString());
    const read = await call<CertificateTemplate>(admin, 'GET', URL);
    expect(read.body.texts['en-US'].title).toBe('Certificado da Academia (en-US)');
    const audit = await auditOf('certificates.template.saved');
    expect(audit.at(-1)).toMatchObject({
      actor_id: admin.id,
      client_id: client.id,
      entity_type: 'certificate_template',
      fields: ['texts.pt-BR', 'texts.en-US', 'texts.es-ES', 'texts.fr-FR'],
    });
    // the other client's administrator sees the platform's
    const theirs = await call<CertificateTemplate>(otherAdmin, 'GET', URL);
    expect(theirs.body.is_default).toBe(true);
    // a superuser acting in the client reads and saves it too
    const superuser = await signedIn(t.app, t.db, {
      clients: [{ id: client.id, role: 'learner' }],
      superuser: true,
    });
    expect((await call<CertificateTemplate>(superuser, 'GET', URL)).body.texts['pt-BR'].title).toBe(
      'Certificado da Academia (pt-BR)',
    );
    expect((await save(superuser, templateInput('Pelo superusuário'))).status).toBe(200);
  });

  it('refuses learners and the signed out', async () => {
    const learner = await learnerOf(client.id);
    expect((await call(learner, 'GET', URL)).status).toBe(403);
    expect((await save(learner, templateInput('Meu'))).status).toBe(403);
    expect((await preview(learner, { ...templateInput('Meu'), language: 'pt-BR' })).statusCode).toBe(403);
    expect((await uploadTemplateImage(learner, 'logo', await png('#000'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('names each field in error in the user’s language: unknown placeholders, colours, lines', async () => {
    const input = templateInput('Erro');
    const wrong = await save(
      admin,
      {
        ...input,
        primary_color: 'blue',
        texts: {
          ...input.texts,
          'en-US': { ...input.texts['en-US'], body: 'Awarded to {name}' },
          'fr-FR': { ...input.texts['fr-FR'], body: Array.from({ length: 9 }, (_, i) => `l${i}`).join('\n') },
        },
      },
      'en-US',
    );
    expect(wrong.status).toBe(400);
    const details = (wrong.body as unknown as { error: { details: { field: string; message: string }[] } })
      .error.details;
    expect(details).toEqual([
      { field: 'primary_color', message: 'Enter the colour as #rrggbb (for example, #215c9e).' },
      {
        field: 'texts.en-US.body',
        message:
          'Unknown placeholder. Use {learner}, {course}, {kind}, {date}, {hours}, {score} or {issuer}.',
      },
      { field: 'texts.fr-FR.body', message: 'The text has more lines than fit on the page (8 at most).' },
    ]);
    const inPortuguese = await save(admin, {
      ...input,
      texts: { ...input.texts, 'pt-BR': { ...input.texts['pt-BR'], title: '{nome}' } },
    });
    expect(JSON.stringify(inPortuguese.body)).toContain('Marcador desconhecido');
    // the same check refuses a preview
    const refused = await preview(admin, { ...input, accent_color: '#12', language: 'pt-BR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('accent_color');
  });

  it('checks an uploaded image by its content: PNG or JPEG, re-encoded as PNG without metadata, 2 MB at most', async () => {
    const logo = await uploadTemplateImage(admin, 'logo', await png('#0b7285'));
    expect(logo.statusCode, logo.body).toBe(201);
    const image = logo.json() as CertificateTemplateImage;
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/png');
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c2255c' } })
      .withExif({ IFD0: { Copyright: 'Somebody' } })
      .jpeg()
      .toBuffer();
    const signature = await uploadTemplateImage(admin, 'signature', jpeg, 'signature.gif');
    expect(signature.statusCode).toBe(201);
    const stored = await t.app.inject({
      method: 'GET',
      url: (signature.json() as CertificateTemplateImage).url,
    });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 300, height: 100 });
    expect(metadata.exif).toBeUndefined();
    // a GIF, or text named .png, is no template image; nor is a file over 2 MB
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [bytes, name] of [
      [gif, 'logo.gif'],
      [Buffer.from('not an image at all'), 'logo.png'],
    ] as const) {
      const refused = await uploadTemplateImage(admin, 'logo', bytes, name);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('certificates.image_invalid');
    }
    const huge = await uploadTemplateImage(admin, 'logo', Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('certificates.image_too_large');
    expect((await uploadTemplateImage(admin, 'banner', await png('#000'))).statusCode).toBe(400);
    const audit = await auditOf('certificates.template.image_uploaded');
    expect(audit.map((row) => row.fields)).toEqual([['logo'], ['signature']]);

    // saved by key, for its own slot and client only
    const input = templateInput('Com imagens', { logo_key: image.key });
    const swapped = await save(admin, { ...input, signature_key: image.key });
    expect(swapped.status).toBe(400);
    expect(JSON.stringify(swapped.body)).toContain('signature_key');
    const elsewhere = await save(otherAdmin, input);
    expect(elsewhere.status).toBe(400);
    expect(JSON.stringify(elsewhere.body)).toContain('logo_key');
    const saved = await save(admin, input);
    expect(saved.status).toBe(200);
    expect(saved.body.logo?.key).toBe(image.key);
  });

  it('previews unsaved values for a sample learner in the language asked, changing nothing', async () => {
    const current = (await call<CertificateTemplate>(admin, 'GET', URL)).body;
    const logo = (
      await uploadTemplateImage(admin, 'logo', await png('#5f3dc4'))
    ).json() as CertificateTemplateImage;
    const signature = (
      await uploadTemplateImage(admin, 'signature', await png('#000000', 300, 90))
    ).json() as CertificateTemplateImage;
    const audits = (await auditOf('certificates.template.saved')).length;
    const input = templateInput('Ainda não salvo', { logo_key: logo.key, signature_key: signature.key });
    const shown = await preview(admin, { ...input, language: 'en-US' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(shown.rawPayload);
    expect(text).toContain(hex('Ainda não salvo (en-US)'));
    expect(text).toContain(hex('Mary Smith'));
    expect(text).toContain(hex('Diretora de Treinamento'));
    // the logo, the signature and the QR code, which still reads back
    expect(await pdfImageCount(shown.rawPayload)).toBe(3);
    expect(await pdfQrCode(shown.rawPayload)).toMatch(/\/certificates\/verify\/EXAMPLEEXAMPLEEXAMPLEEXAMP$/);
    const inPortuguese = await pdfText((await preview(admin, { ...input, language: 'pt-BR' })).rawPayload);
    expect(inPortuguese).toContain(hex('Maria da Silva'));
    expect(inPortuguese).toContain(hex('Carga horária: 8 horas'));
    // nothing saved, nothing audited
    expect((await call<CertificateTemplate>(admin, 'GET', URL)).body).toEqual(current);
    expect(await auditOf('certificates.template.saved')).toHaveLength(audits);
    expect((await preview(admin, { ...input, language: 'xx-XX' })).statusCode).toBe(400);
    // the other client's administrator cannot draw this client's images
    expect((await preview(otherAdmin, { ...input, language: 'pt-BR' })).statusCode).toBe(400);
    expect(other.id).not.toBe(client.id);
  });
});
