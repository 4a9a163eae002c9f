import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { StoredPresentation } from '../../../db/migrations/20261128T1800_presentation_uploads.ts';
import type { FileStore } from '../../../platform/storage.ts';
import { converterFor, convertToPdf } from './converter.ts';
import { inspectPresentation, PPT_CONTENT_TYPE, PPTX_CONTENT_TYPE } from './inspect.ts';
import { pdfPageCount } from './pdf-pages.ts';

export interface PreparedPresentation {
  stored: StoredPresentation;
  contentType: string;
  /** The converted pdf's size, when there is one (its key is `stored.pdf_key`). */
  pdfSize: number | null;
}

/**
 * What an uploaded presentation becomes (docs/learning.md "Presentations"): checked by content (a 422 in the
 * author's language otherwise), then converted to a pdf stored beside it when the server has LibreOffice. A failed
 * conversion is not the author's fault: it is logged, and the file is shown as if there were no converter (a pptx
 * rendered in the browser, a .ppt offered for download).
 */
export async function preparePresentation(
  ctx: ServiceContext,
  store: FileStore,
  key: string,
  head: Buffer,
  log: FastifyBaseLogger,
): Promise<PreparedPresentation> {
  const local = await store.withLocalFile(key, async (file) => {
    const inspected = await inspectPresentation(file, head);
    const converter = converterFor(ctx.config);
    return {
      inspected,
      pdf: converter ? await convertToPdf(converter, file, inspected.format) : null,
      converter,
    };
  });
  if (!local) throw new Error(`uploaded presentation ${key} is missing from the file store`);
  const { inspected, pdf, converter } = local;
  const contentType = inspected.format === 'pptx' ? PPTX_CONTENT_TYPE : PPT_CONTENT_TYPE;
  if (converter && !pdf) log.warn({ format: inspected.format }, 'presentation conversion to pdf failed');
  const pages = pdf ? (pdfPageCount(pdf) ?? inspected.slides) : null;
  if (pdf && pages) {
    const pdfKey = await store.write(pdf);
    return { stored: { format: inspected.format, pages, pdf_key: pdfKey }, contentType, pdfSize: pdf.length };
  }
  return {
    stored: { format: inspected.format, pages: inspected.slides, pdf_key: null },
    contentType,
    pdfSize: null,
  };
}
