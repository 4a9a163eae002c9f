import { describe, expect, it } from 'vitest';
import { FILE_KIND_EXTENSIONS, FILE_KINDS, type FileKind, fileExtension, fileKind } from './files.ts';

describe('fileKind', () => {
  it.each<[string, FileKind]>([
    ['clip.wmv', 'video'],
    ['clip.mkv', 'video'],
    ['clip.mov', 'video'],
    ['clip.mp4', 'video'],
    ['song.wav', 'audio'],
    ['song.ogg', 'audio'],
    ['song.mp3', 'audio'],
    ['manual.pdf', 'pdf'],
    ['a.png', 'image'],
    ['a.jpg', 'image'],
    ['a.jpeg', 'image'],
    ['a.bmp', 'image'],
    ['a.svg', 'image'],
    ['a.gif', 'image'],
    ['b.zip', 'compressed'],
    ['b.rar', 'compressed'],
    ['b.gzip', 'compressed'],
    ['b.tz', 'compressed'],
    ['c.xlsx', 'excel'],
    ['c.xls', 'excel'],
    ['d.docx', 'document'],
    ['d.txt', 'document'],
    ['d.doc', 'document'],
    ['e.pptx', 'powerpoint'],
    ['e.ppt', 'powerpoint'],
    ['f.csv', 'file'],
    ['f.exe', 'file'],
  ])('%s is %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });

  it('ignores case', () => {
    expect(fileKind('HOLIDAY.JPG')).toBe('image');
    expect(fileKind('Report.Pdf')).toBe('pdf');
  });

  it('reads URLs, ignoring query string and fragment', () => {
    expect(fileKind('https://cdn.example.com/media/intro.MP4?token=abc.zip&x=1')).toBe('video');
    expect(fileKind('https://cdn.example.com/files/slides.pptx#page=3')).toBe('powerpoint');
    expect(fileKind('/uploads/2024/archive.tar.gz?v=2')).toBe('file');
    expect(fileKind('https://cdn.example.com/download?name=clip.mp4')).toBe('file');
  });

  it('uses only the last path segment', () => {
    expect(fileKind('https://example.com/folder.pdf/readme')).toBe('file');
    expect(fileKind('C:\\docs\\budget.xls')).toBe('excel');
  });

  it('gives file when there is no extension', () => {
    expect(fileKind('README')).toBe('file');
    expect(fileKind('')).toBe('file');
    expect(fileKind('name.')).toBe('file');
    expect(fileKind('.mp3')).toBe('file');
    expect(fileKind('https://example.com/media/')).toBe('file');
  });
});

describe('fileExtension', () => {
  it('answers the lower-case extension or an empty string', () => {
    expect(fileExtension('a/b/Photo.JPEG?x=1')).toBe('jpeg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('FILE_KINDS', () => {
  it('lists every kind once, ending with the generic file', () => {
    expect(FILE_KINDS).toEqual([...Object.keys(FILE_KIND_EXTENSIONS), 'file']);
    const all = Object.values(FILE_KIND_EXTENSIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
