import { inflateSync } from 'node:zlib';
import jsQRModule from 'jsqr';
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib';

// Reads a certificate PDF's QR code back (certificates' tests and the assessment bench).

/** jsqr is CommonJS typed as an ES default export: at run time its function may be the module itself. */
const jsQR = (
  typeof jsQRModule === 'function' ? jsQRModule : jsQRModule.default
) as typeof jsQRModule.default;

/**
 * The QR code drawn on the PDF's page, read back independently: the page's image XObject inflated to its pixels and
 * decoded by jsQR (a QR reader, not the encoder that drew it).
 */
export async function pdfQrCode(bytes: Buffer): Promise<string | null> {
  const images = await pageImages(bytes);
  if (!images.length) throw new Error('no image on the page, so no QR code');
  // a template's logo and signature are images too: the QR code is the one a reader decodes
  for (const image of images) {
    const found = decodeImage(image);
    if (found !== null) return found;
  }
  return null;
}

/** The image XObjects the PDF's page draws. */
async function pageImages(bytes: Buffer): Promise<PDFRawStream[]> {
  const doc = await PDFDocument.load(bytes);
  const resources = doc.getPage(0).node.Resources();
  const xobjects = resources?.lookup(PDFName.of('XObject'), PDFDict);
  return (xobjects?.entries() ?? [])
    .map(([, ref]) => doc.context.lookup(ref as PDFRef))
    .filter((obj): obj is PDFRawStream => obj instanceof PDFRawStream)
    .filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
}

/** How many images the PDF's page draws (a template's logo and signature besides the QR code). */
export async function pdfImageCount(bytes: Buffer): Promise<number> {
  return (await pageImages(bytes)).length;
}

function decodeImage(image: PDFRawStream): string | null {
  const number = (key: string) => (image.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
  const [width, height] = [number('Width'), number('Height')];
  const pixels = inflateSync(Buffer.from(image.getContents()));
  const channels = pixels.length / (width * height);
  if (!Number.isInteger(channels)) return null;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = pixels[i * channels + (channels === 1 ? 0 : c)] ?? 0;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
