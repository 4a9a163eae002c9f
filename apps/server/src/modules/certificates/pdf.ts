import type { CertificateFacts } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

interface PdfTexts {
  heading: string;
  certifies: string;
  completedCourse: string;
  completedTrail: string;
  on: string;
  score: string;
  workload: string;
  hours: string;
  issuedBy: string;
  verify: string;
  code: string;
}

const TEXTS: Record<LanguageCode, PdfTexts> = {
  'pt-BR': {
    heading: 'Certificado de conclusão',
    certifies: 'Certificamos que',
    completedCourse: 'concluiu o curso',
    completedTrail: 'concluiu a trilha',
    on: 'em',
    score: 'Nota',
    workload: 'Carga horária',
    hours: 'horas',
    issuedBy: 'Emitido por',
    verify: 'Verifique a autenticidade em',
    code: 'Código',
  },
  'en-US': {
    heading: 'Certificate of completion',
    certifies: 'This certifies that',
    completedCourse: 'has completed the course',
    completedTrail: 'has completed the trail',
    on: 'on',
    score: 'Score',
    workload: 'Workload',
    hours: 'hours',
    issuedBy: 'Issued by',
    verify: 'Verify it at',
    code: 'Code',
  },
  'es-ES': {
    heading: 'Certificado de finalización',
    certifies: 'Certificamos que',
    completedCourse: 'ha completado el curso',
    completedTrail: 'ha completado la ruta',
    on: 'el',
    score: 'Nota',
    workload: 'Carga horaria',
    hours: 'horas',
    issuedBy: 'Emitido por',
    verify: 'Verifique su autenticidad en',
    code: 'Código',
  },
  'fr-FR': {
    heading: 'Certificat de réussite',
    certifies: 'Nous certifions que',
    completedCourse: 'a terminé le cours',
    completedTrail: 'a terminé le parcours',
    on: 'le',
    score: 'Note',
    workload: 'Volume horaire',
    hours: 'heures',
    issuedBy: 'Délivré par',
    verify: 'Vérifiez son authenticité sur',
    code: 'Code',
  },
};

/** The QR code's side on the page, in points (about 3.5 cm). */
const QR_SIZE = 100;

/** The standard fonts encode WinAnsi only: any other character is drawn as '?' rather than failing the PDF. */
function printable(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || '‘’“”–—€…•'.includes(ch);
      return ok ? ch : '?';
    })
    .join('');
}

/**
 * The certificate as a one-page A4 landscape PDF: the client's name, the learner's name, the course or trail, the
 * completion date (in the reader's language's format), score and workload when there are, and the verification
 * address with its code printed, and a QR code of that address in the lower right corner.
 */
export async function certificatePdf(facts: CertificateFacts, language: LanguageCode): Promise<Uint8Array> {
  const t = TEXTS[language];
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`${t.heading} — ${facts.title}`));
  doc.setAuthor(printable(facts.client_name));
  doc.setSubject(printable(facts.learner_name));
  doc.setCreator('Elevar');
  const page = doc.addPage([842, 595]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.12, 0.16, 0.22);
  const accent = rgb(0.13, 0.36, 0.62);
  const centre = (text: string, y: number, size: number, font = regular, color = ink) => {
    const safe = printable(text);
    let fontSize = size;
    while (fontSize > 8 && font.widthOfTextAtSize(safe, fontSize) > 742) fontSize -= 1;
    const width = font.widthOfTextAtSize(safe, fontSize);
    page.drawText(safe, { x: (842 - width) / 2, y, size: fontSize, font, color });
  };
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: accent, borderWidth: 3 });
  centre(facts.client_name, 520, 16, bold, accent);
  centre(t.heading, 460, 32, bold);
  centre(t.certifies, 410, 14);
  centre(facts.learner_name, 370, 28, bold);
  centre(facts.kind === 'trail' ? t.completedTrail : t.completedCourse, 330, 14);
  centre(facts.title, 295, 22, bold, accent);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(facts.completed_at),
  );
  centre(`${t.on} ${date}`, 260, 14);
  const details = [
    facts.score === null ? null : `${t.score}: ${facts.score.toLocaleString(language)}`,
    facts.workload_hours === null
      ? null
      : `${t.workload}: ${facts.workload_hours.toLocaleString(language)} ${t.hours}`,
  ].filter((line): line is string => line !== null);
  if (details.length) centre(details.join('   ·   '), 225, 13);
  centre(`${t.issuedBy} ${facts.client_name}`, 160, 12);
  centre(`${t.verify} ${facts.verify_url}`, 90, 10);
  centre(`${t.code}: ${facts.code}`, 72, 10, bold);
  // the verification address as a QR code (error correction M, the standard four-module quiet zone)
  const qr = await doc.embedPng(
    await QRCode.toBuffer(facts.verify_url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 }),
  );
  page.drawImage(qr, { x: 842 - 40 - QR_SIZE, y: 40, width: QR_SIZE, height: QR_SIZE });
  return doc.save();
}
