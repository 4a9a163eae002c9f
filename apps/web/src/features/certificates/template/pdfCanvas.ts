// pdf.js's worker is an asset of its own, fetched only when a preview is drawn (as learning's pdf player does).
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

/** The width, in device pixels per PDF point, a preview page is drawn at (sharp when shown up to ~1.5× its size). */
const SCALE = 1.5;

/** pdf.js, loaded once (the editor starts loading it at once, beside its first preview's request). */
export async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  if (!pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs;
}

/**
 * Draws the first page of a PDF's bytes on `canvas` (pdf.js, loaded on first use), its CSS width the container's;
 * resolves when drawn, rejects when the bytes are no PDF.
 */
export async function drawPdfPage(data: Uint8Array, canvas: HTMLCanvasElement): Promise<void> {
  const { getDocument } = await loadPdfJs();
  const loading = getDocument({ data });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: SCALE });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
  } finally {
    void loading.destroy();
  }
}
