import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/** A zip of stored (uncompressed) entries: enough for a test's pptx, written by hand. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(fileName.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    central.push(header, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a pptx that say what it is and list its slides (the slides' own parts are not needed here). */
export function pptxOf(slides: number): Buffer {
  const ids = Array.from({ length: slides }, (_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join(
    '',
  );
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'ppt/presentation.xml': `<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><p:sldMasterIdLst/><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>`,
  });
}

/** An OLE2 compound file's start and a directory entry named `stream` (UTF-16LE), as a .ppt or a .doc holds. */
export function ole2Of(stream: string): Buffer {
  const file = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  Buffer.from(stream, 'utf16le').copy(file, 1024);
  return file;
}

/** A pdf of `pages` empty 16:9 pages, with a cross-reference table. */
export function pdfOf(pages: number): string {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] >>'),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/**
 * A stand-in for LibreOffice's `soffice`: an executable script taking the same argv (`--convert-to pdf --outdir DIR
 * FILE`) that writes a real pdf of `pages` pages as DIR/<name>.pdf, notes the directory it ran in (the converter's
 * temporary one) in `log`, and may first sleep (to be killed) or fail.
 */
export function fakeSoffice(
  dir: string,
  name: string,
  {
    pages = 3,
    sleepSeconds = 0,
    exitCode = 0,
    log,
  }: { pages?: number; sleepSeconds?: number; exitCode?: number; log: string },
): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `#!/bin/sh
out=""; input=""
while [ $# -gt 0 ]; do
  case "$1" in
    --outdir) out="$2"; shift 2 ;;
    --convert-to) shift 2 ;;
    *) input="$1"; shift ;;
  esac
done
echo "$PWD" >> '${log}'
${sleepSeconds ? `sleep ${sleepSeconds}` : ''}
[ ${exitCode} -ne 0 ] && exit ${exitCode}
mkdir -p "$out"
base=$(basename "$input"); base="\${base%.*}"
cat > "$out/$base.pdf" <<'PDF'
${pdfOf(pages)}PDF
echo "end" >> '${log}'
exit 0
`,
  );
  chmodSync(file, 0o755);
  return file;
}
