import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';

/**
 * The library demo's files, one of every SPEC §3 kind: the demo media shipped in apps/web/public/demo/media/
 * (scripts/demo-media.mjs: the pdf, the video, the audio, the presentation) and small ones generated here (an
 * image, a Word document, a workbook, a zip, a text, a generic CSV). Tests upload the same bytes.
 */
const MEDIA = path.resolve(import.meta.dirname, '../../../../../web/public/demo/media');

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`;
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal Word document: one paragraph. */
export function demoDocx(text: string): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        xml(
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
            '<Default Extension="xml" ContentType="application/xml"/>' +
            '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
            '</Types>',
        ),
      ),
      '_rels/.rels': strToU8(
        xml(
          `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="word/document.xml"/></Relationships>`,
        ),
      ),
      'word/document.xml': strToU8(
        xml(
          `<w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
        ),
      ),
    }),
  );
}

/** A minimal workbook: one sheet of rows of text. */
export function demoXlsx(rows: string[][]): Buffer {
  const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map(
            (value, c) =>
              `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${value}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        xml(
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
            '<Default Extension="xml" ContentType="application/xml"/>' +
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
            '</Types>',
        ),
      ),
      '_rels/.rels': strToU8(
        xml(
          `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
      ),
      'xl/workbook.xml': strToU8(
        xml(
          `<workbook xmlns="${S}" xmlns:r="${OFFICE}"><sheets><sheet name="Plan1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        xml(
          `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        xml(`<worksheet xmlns="${S}"><sheetData>${cells}</sheetData></worksheet>`),
      ),
    }),
  );
}

/** A zip of a few texts. */
export function demoZip(files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}

/** A PNG drawn from an SVG: the academy's colours. */
export async function demoPng(label: string): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#1c7ed6"/>' +
    '<circle cx="520" cy="80" r="120" fill="#ffffff" opacity=".15"/>' +
    `<text x="40" y="200" font-family="sans-serif" font-size="40" fill="#ffffff">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A file of apps/web/public/demo/media/. */
export const demoMedia = (name: string) => readFile(path.join(MEDIA, name));
