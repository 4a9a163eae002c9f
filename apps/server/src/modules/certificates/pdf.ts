import type { CertificateFacts, CertificateTemplateTexts } from '@elevar/contract';
import {
  type CertificatePlaceholder,
  certificateBodyLines,
  fillPlaceholders,
  formatDate,
  type LanguageCode,
  languageByCode,
} from '@elevar/domain';
import {
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { KIND_TEXTS, VERIFY_TEXTS } from './template-defaults.ts';

/** What the page is drawn with: a client's template version (or the platform's), its images' bytes (PNG). */
export interface PdfTemplate {
  primary_color: string;
  accent_color: string;
  logo: Uint8Array | null;
  signature: Uint8Array | null;
  signer_name: string;
  texts: Readonly<Record<LanguageCode, CertificateTemplateTexts>>;
}

const WIDTH = 842;
const HEIGHT = 595;
/** The QR code's side on the page, in points (about 3.5 cm). */
const QR_SIZE = 100;
const INK = rgb(0.12, 0.16, 0.22);

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

function colour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The values of the placeholders for a certificate in `language` (the date by SPEC §9's display rule). */
function placeholderValues(
  facts: CertificateFacts,
  language: LanguageCode,
): Record<CertificatePlaceholder, string | null> {
  const number = (value: number | null) => (value === null ? null : value.toLocaleString(language));
  return {
    learner: facts.learner_name,
    course: facts.title,
    kind: KIND_TEXTS[language][facts.kind],
    date: formatDate(facts.completed_at, languageByCode(language)?.id ?? 1, 'UTC'),
    hours: number(facts.workload_hours),
    score: number(facts.score),
    issuer: facts.client_name,
  };
}

interface Writer {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws a line centred on `x` (the page's middle by default), shrunk until it fits `maxWidth`. */
function centre(
  writer: Writer,
  text: string,
  y: number,
  style: { size: number; bold?: boolean; color?: RGB; x?: number; maxWidth?: number },
) {
  const font = style.bold ? writer.bold : writer.regular;
  const safe = printable(text);
  const maxWidth = style.maxWidth ?? WIDTH - 100;
  let size = style.size;
  while (size > 7 && font.widthOfTextAtSize(safe, size) > maxWidth) size -= 1;
  const width = font.widthOfTextAtSize(safe, size);
  writer.page.drawText(safe, {
    x: (style.x ?? WIDTH / 2) - width / 2,
    y,
    size,
    font,
    color: style.color ?? INK,
  });
}

/** Draws an image as large as fits the box (never past its own size), centred on `x` with its bottom at `y`. */
function drawFitted(
  page: PDFPage,
  image: PDFImage,
  x: number,
  y: number,
  box: { width: number; height: number },
) {
  const fitted = image.scaleToFit(Math.min(box.width, image.width), Math.min(box.height, image.height));
  page.drawImage(image, { x: x - fitted.width / 2, y, width: fitted.width, height: fitted.height });
}

/**
 * The certificate as a one-page A4 landscape PDF drawn from a template: its frame in the primary and accent colours,
 * the logo (else the client's name), the title, the body's lines with their placeholders filled in the reader's
 * language (a line that is only `{learner}` or `{course}` drawn large; a line naming a value the certificate lacks
 * left out), the signature block, and the verification address with its code printed and as a QR code in the lower
 * right corner.
 */
export async function certificatePdf(
  facts: CertificateFacts,
  language: LanguageCode,
  template: PdfTemplate,
): Promise<Uint8Array> {
  const texts = template.texts[language];
  const values = placeholderValues(facts, language);
  const fill = (text: string) => fillPlaceholders(text, values);
  const title = fill(texts.title) ?? texts.title;
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`${title} — ${facts.title}`));
  doc.setAuthor(printable(facts.client_name));
  doc.setSubject(printable(facts.learner_name));
  doc.setCreator('Elevar');
  const page = doc.addPage([WIDTH, HEIGHT]);
  const writer: Writer = {
    page,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const primary = colour(template.primary_color);
  const accent = colour(template.accent_color);
  page.drawRectangle({
    x: 20,
    y: 20,
    width: WIDTH - 40,
    height: HEIGHT - 40,
    borderColor: primary,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 30,
    y: 30,
    width: WIDTH - 60,
    height: HEIGHT - 60,
    borderColor: accent,
    borderWidth: 1,
  });

  if (template.logo)
    drawFitted(page, await doc.embedPng(template.logo), WIDTH / 2, 480, { width: 240, height: 70 });
  else centre(writer, facts.client_name, 520, { size: 16, bold: true, color: primary });
  centre(writer, title, 440, { size: 30, bold: true, color: primary });

  let y = 400;
  for (const line of certificateBodyLines(texts.body)) {
    const filled = fill(line);
    if (filled === null) continue;
    const style =
      line === '{learner}'
        ? { size: 26, bold: true, color: primary }
        : line === '{course}'
          ? { size: 20, bold: true, color: accent }
          : { size: 13 };
    y -= style.size * 0.6;
    centre(writer, filled, y - style.size * 0.7, style);
    y -= style.size * 1.1;
  }

  // the signature block, lower left
  const signerX = 200;
  if (template.signature)
    drawFitted(page, await doc.embedPng(template.signature), signerX, 122, { width: 180, height: 55 });
  if (template.signature || template.signer_name) {
    page.drawLine({
      start: { x: signerX - 100, y: 116 },
      end: { x: signerX + 100, y: 116 },
      color: INK,
      thickness: 0.8,
    });
    const signer = { x: signerX, maxWidth: 220 };
    if (template.signer_name) centre(writer, template.signer_name, 102, { ...signer, size: 11, bold: true });
    if (texts.signer_title) centre(writer, texts.signer_title, 88, { ...signer, size: 10 });
  }

  const verify = VERIFY_TEXTS[language];
  const bottom = { maxWidth: 520 };
  centre(writer, `${verify.verify} ${facts.verify_url}`, 58, { ...bottom, size: 9 });
  centre(writer, `${verify.code}: ${facts.code}`, 44, { ...bottom, size: 9, bold: true });
  // the verification address as a QR code (error correction M, the standard four-module quiet zone)
  const qr = await doc.embedPng(
    await QRCode.toBuffer(facts.verify_url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 }),
  );
  page.drawImage(qr, { x: WIDTH - 40 - QR_SIZE, y: 40, width: QR_SIZE, height: QR_SIZE });
  return doc.save();
}
