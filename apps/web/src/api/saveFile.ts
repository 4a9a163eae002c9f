import type { DownloadedFile } from './http.ts';

/** Hands a file the HTTP client downloaded to the browser's downloads, under its server-given name. */
export function saveFile(file: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // revoked on the next tick: the click has handed the blob to the browser's download by then
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
