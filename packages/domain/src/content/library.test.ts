import { describe, expect, it } from 'vitest';
import { isLibraryPreviewKind, libraryDefaultTitle, libraryFileKind, librarySlug } from './library.ts';

describe('the library rules', () => {
  it('previews pdf, images, video and audio only', () => {
    expect(['pdf', 'image', 'video', 'audio'].every((k) => isLibraryPreviewKind(k as never))).toBe(true);
    expect(
      ['compressed', 'excel', 'document', 'powerpoint', 'file'].some((k) => isLibraryPreviewKind(k as never)),
    ).toBe(false);
  });

  it('reads a file name’s extension and kind', () => {
    expect(libraryFileKind('Plano 2026.XLSX')).toEqual({ extension: 'xlsx', kind: 'excel' });
    expect(libraryFileKind('notes')).toEqual({ extension: '', kind: 'file' });
  });

  it('makes address names without accents or spaces', () => {
    expect(librarySlug('Manuais e políticas')).toBe('manuais-e-politicas');
    expect(librarySlug('  Vídeos!! ')).toBe('videos');
    expect(librarySlug('***')).toBe('category');
    expect(librarySlug('a'.repeat(80)).length).toBe(60);
  });

  it('titles a file by its name without the extension', () => {
    expect(libraryDefaultTitle('Guia de vendas.pdf')).toBe('Guia de vendas');
    expect(libraryDefaultTitle('README')).toBe('README');
    expect(libraryDefaultTitle('.pdf')).toBe('.pdf');
  });
});
