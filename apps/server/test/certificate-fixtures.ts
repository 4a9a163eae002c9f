import { inflateSync } from 'node:zlib';
import type { CertificateList, CertificateTemplateInput } from '@elevar/contract';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { expect } from 'vitest';
import { call, client, t, type Who } from './assessment-suite.ts';
import { buildCourse } from './course-fixtures.ts';

// The certificates tests' shared helpers (docs/certificates.md), over the assessment suite's world: a course that
// grants certificates, a learner finishing it, the learner's list, and the text a PDF page draws.

export const grant = (courseId: number) =>
  t.db.updateTable('courses').set({ grants_certificate: true }).where('id', '=', courseId).execute();

export const mine = (who: Who) => call<CertificateList>(who, 'GET', '/api/v1/certificates');

/** A one-page course granting a certificate. */
export async function grantingCourse(workload = 0) {
  const course = await buildCourse(t.db, {
    clientId: client.id,
    title: { 'pt-BR': 'Atendimento', 'en-US': 'Customer service' },
    activities: [{ kind: 'html', content: { min_seconds: 3 } }],
  });
  await grant(course.id);
  await t.db.updateTable('courses').set({ workload_minutes: workload }).where('id', '=', course.id).execute();
  return course;
}

/** A learner who finished a one-page course granting a certificate, through 20 concurrent completions. */
export async function finishedCourse(
  who: Who,
  workload = 0,
  ready?: Awaited<ReturnType<typeof grantingCourse>>,
) {
  const course = ready ?? (await grantingCourse(workload));
  const url = `/api/v1/learning/activities/${course.activityIds[0]}/progress`;
  await call(who, 'PUT', url, { seq: 1, position: 0 });
  t.clock.advance(5_000);
  const saves = await Promise.all(
    Array.from({ length: 20 }, (_, i) => call(who, 'PUT', url, { seq: 2 + i, position: 0, completed: true })),
  );
  expect(saves.every((s) => s.status === 200)).toBe(true);
  return course;
}

/** The page's content streams, inflated: pdf-lib writes each text drawn as a hex string (`hex`). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : [];
  if (!streams.length && contents) {
    const array = contents as unknown as { asArray(): unknown[] };
    for (const ref of array.asArray()) {
      const stream = doc.context.lookup(ref as never);
      if (stream instanceof PDFRawStream) streams.push(stream);
    }
  }
  return streams.map((s) => inflateSync(Buffer.from(s.getContents())).toString('latin1')).join('\n');
}

/** A text as the page's content stream holds it (WinAnsi bytes in hex). */
export const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** A multipart upload of one `file` part to the template's image `slot`. */
export function uploadTemplateImage(who: Who, slot: string, bytes: Buffer, name = 'image.png') {
  const boundary = 'template-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/certificate-template/images/${slot}`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A template's values, every language with the same texts but its own title. */
export function templateInput(
  title: string,
  overrides: Partial<CertificateTemplateInput> = {},
): CertificateTemplateInput {
  const texts = (language: string) => ({
    title: `${title} (${language})`,
    body: 'Certificamos que\n{learner}\nconcluiu {kind}\n{course}\nem {date}\nCarga horária: {hours} horas',
    signer_title: 'Diretora de Treinamento',
  });
  return {
    primary_color: '#0B7285',
    accent_color: '#c2255c',
    logo_key: null,
    signature_key: null,
    signer_name: 'Helena Prado',
    texts: {
      'pt-BR': texts('pt-BR'),
      'en-US': texts('en-US'),
      'es-ES': texts('es-ES'),
      'fr-FR': texts('fr-FR'),
    },
    ...overrides,
  };
}
