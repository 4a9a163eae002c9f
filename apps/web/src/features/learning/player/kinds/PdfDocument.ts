import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
// The worker is an asset of its own (about 1.3 MB, fetched only when a pdf opens), never part of a chunk.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

/**
 * The one door to pdf.js (the legacy build: the modern one needs features, such as `Map.getOrInsertComputed`, that
 * browsers still in use lack). The player's pdf screen sees only this: open a file, count its pages, draw one.
 */
export interface PdfFile {
  pages: number;
  /**
   * Draws `page` on `canvas` as large as fits `box` (CSS pixels; an infinite height fits the width), at the device's
   * pixel ratio so it is crisp on high-DPI screens; resolves when drawn, or quietly when `cancel` is called first.
   */
  draw(page: number, canvas: HTMLCanvasElement, box: PdfBox, pixelRatio: number): PdfDrawing;
  close(): void;
}

export interface PdfBox {
  width: number;
  height: number;
}

export interface PdfDrawing {
  done: Promise<void>;
  cancel(): void;
}

/** The most pixels a canvas gets along its width (mobile browsers refuse very large canvases). */
const MAX_CANVAS_WIDTH = 4096;

/** Opens the pdf at `url` (the app's own origin or a signed media URL). Rejects when it cannot be read. */
export async function openPdf(url: string): Promise<PdfFile> {
  if (!GlobalWorkerOptions.workerSrc) GlobalWorkerOptions.workerSrc = workerUrl;
  const loading = getDocument({ url });
  let document: PDFDocumentProxy;
  try {
    document = await loading.promise;
  } catch (error) {
    void loading.destroy();
    throw error;
  }
  return {
    pages: document.numPages,
    draw(page, canvas, box, pixelRatio) {
      let task: RenderTask | null = null;
      let cancelled = false;
      const done = (async () => {
        const pdfPage = await document.getPage(page);
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const cssScale = Math.min(box.width / natural.width, box.height / natural.height);
        const cssWidth = Math.max(1, Math.floor(natural.width * cssScale));
        const ratio = Math.max(1, Math.min(pixelRatio, MAX_CANVAS_WIDTH / cssWidth));
        const viewport = pdfPage.getViewport({ scale: cssScale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${cssWidth}px`;
        canvas.style.height = `${Math.floor(natural.height * cssScale)}px`;
        task = pdfPage.render({ canvas, viewport });
        try {
          await task.promise;
        } catch (error) {
          if (!cancelled) throw error;
        }
      })();
      return {
        done,
        cancel() {
          cancelled = true;
          task?.cancel();
        },
      };
    },
    close() {
      void loading.destroy();
    },
  };
}
