import { type LoadedPresentation, loadPresentation, renderSlideToElement } from 'pptx-viewer';

/**
 * The one door to pptx-viewer (MIT; parses the pptx in the browser with fflate and draws each slide as SVG, no CDN,
 * no network beyond the file itself): the ppt screen sees only this, open a file, count its slides, draw one.
 */
export interface PptxFile {
  pages: number;
  /** Width ÷ height of the slides. */
  aspect: number;
  /** Draws slide `slide` (1-based) into `container`, replacing what it held, `width` CSS pixels wide. */
  draw(slide: number, container: HTMLElement, width: number): void;
  close(): void;
}

/** Fetches and parses the pptx at `url` (the app's origin or a signed media URL). Rejects when it cannot be read. */
export async function openPptx(url: string): Promise<PptxFile> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`pptx ${response.status}`);
  const presentation: LoadedPresentation = await loadPresentation(await response.arrayBuffer());
  if (presentation.slides.length < 1) throw new Error('pptx without slides');
  const { width, height } = presentation.slideSize;
  const aspect = width > 0 && height > 0 ? width / height : 16 / 9;
  return {
    pages: presentation.slides.length,
    aspect,
    draw(slide, container, cssWidth) {
      renderSlideToElement(presentation, slide - 1, container, {
        width: cssWidth,
        height: cssWidth / aspect,
      });
    },
    close() {
      presentation.cleanup();
    },
  };
}
