// The ppt demo's presentation (issue 12), `node scripts/demo-media.mjs pptx`: apps/web/public/demo/media/onboarding.pptx,
// four 16:9 slides written by hand as the few Office Open XML parts a presentation needs (content types, the
// presentation and its slide list, one master, one layout, one theme, the slides), zipped uncompressed by the small
// writer below (no dependency). Each slide's texts are in Portuguese with an English line, in plain text boxes
// placed absolutely, so every renderer (pptx-viewer in the browser, LibreOffice on a server) draws the same.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

// ---------------------------------------------------------------------------------------------------------------
// A zip of stored entries

/** A zip of the entries, in order, uncompressed (method 0), with a fixed date so the file is reproducible. */
export function storedZip(entries) {
  const locals = [];
  const central = [];
  let offset = 0;
  const DOS_TIME = 0;
  const DOS_DATE = ((2026 - 1980) << 9) | (11 << 5) | 27;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
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
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// ---------------------------------------------------------------------------------------------------------------
// The parts

const NS = {
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  rel: 'http://schemas.openxmlformats.org/package/2006/relationships',
  type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
};
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** EMU per point (slides are 960 × 540 pt: 16:9). */
const PT = 12700;
const W = 960;
const H = 540;
const COLOURS = {
  ink: '1F2933',
  muted: '5F6B76',
  paper: 'F8F5EE',
  teal: '0B7A75',
  amber: 'F2A540',
  white: 'FFFFFF',
};

const escapeXml = (text) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

function relationships(items) {
  return `${XML}<Relationships xmlns="${NS.rel}">${items
    .map(([id, type, target]) => {
      const uri = type.includes('://') ? type : `${NS.type}/${type}`;
      return `<Relationship Id="${id}" Type="${uri}" Target="${target}"/>`;
    })
    .join('')}</Relationships>`;
}

let shapeId = 1;
/** A rectangle filled with `colour`, at x, y, w, h points. */
function rect(x, y, w, h, colour) {
  shapeId += 1;
  return `<p:sp><p:nvSpPr><p:cNvPr id="${shapeId}" name="Shape ${shapeId}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x * PT}" y="${y * PT}"/><a:ext cx="${w * PT}" cy="${h * PT}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${colour}"/></a:solidFill><a:ln><a:noFill/></a:ln></p:spPr></p:sp>`;
}

/** A text box of paragraphs (each `{ text, size, colour, bold }`) at x, y, w, h points. */
function text(x, y, w, h, paragraphs) {
  shapeId += 1;
  const body = paragraphs
    .map(
      ({ text: words, size, colour, bold = false }) =>
        `<a:p><a:r><a:rPr lang="pt-BR" sz="${size * 100}" b="${bold ? 1 : 0}" dirty="0"><a:solidFill><a:srgbClr val="${colour}"/></a:solidFill><a:latin typeface="Arial"/></a:rPr><a:t>${escapeXml(words)}</a:t></a:r></a:p>`,
    )
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${shapeId}" name="Text ${shapeId}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x * PT}" y="${y * PT}"/><a:ext cx="${w * PT}" cy="${h * PT}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/></p:spPr><p:txBody><a:bodyPr wrap="square" lIns="0" tIns="0" rIns="0" bIns="0"><a:normAutofit/></a:bodyPr><a:lstStyle/>${body}</p:txBody></p:sp>`;
}

function tree(shapes) {
  return `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>${shapes.join('')}</p:spTree></p:cSld>`;
}

/** One slide: a band, its number, a Portuguese title and English subtitle, and bullet lines in both languages. */
function slideXml(number, total, { title, subtitle, lines }) {
  shapeId = 1;
  const shapes = [
    `<p:bg><p:bgPr><a:solidFill><a:srgbClr val="${COLOURS.paper}"/></a:solidFill><a:effectLst/></p:bgPr></p:bg>`,
  ];
  const drawn = [
    rect(0, 0, W, 16, COLOURS.teal),
    rect(60, 150, 120, 6, COLOURS.amber),
    text(60, 60, 840, 60, [{ text: title, size: 40, colour: COLOURS.ink, bold: true }]),
    text(60, 115, 840, 30, [{ text: subtitle, size: 20, colour: COLOURS.muted }]),
    text(
      60,
      190,
      840,
      280,
      lines.flatMap(([pt, en]) => [
        { text: `• ${pt}`, size: 24, colour: COLOURS.ink },
        { text: `   ${en}`, size: 18, colour: COLOURS.muted },
      ]),
    ),
    text(60, 490, 840, 24, [
      { text: `Elevar · ${number} / ${total}`, size: 14, colour: COLOURS.teal, bold: true },
    ]),
  ];
  return `${XML}<p:sld xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}">${tree(drawn).replace('<p:cSld>', `<p:cSld>${shapes[0]}`)}<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

const THEME = `${XML}<a:theme xmlns:a="${NS.a}" name="Elevar"><a:themeElements><a:clrScheme name="Elevar"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="${COLOURS.ink}"/></a:dk2><a:lt2><a:srgbClr val="${COLOURS.paper}"/></a:lt2><a:accent1><a:srgbClr val="${COLOURS.teal}"/></a:accent1><a:accent2><a:srgbClr val="${COLOURS.amber}"/></a:accent2><a:accent3><a:srgbClr val="A5A5A5"/></a:accent3><a:accent4><a:srgbClr val="FFC000"/></a:accent4><a:accent5><a:srgbClr val="5B9BD5"/></a:accent5><a:accent6><a:srgbClr val="70AD47"/></a:accent6><a:hlink><a:srgbClr val="0563C1"/></a:hlink><a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme><a:fontScheme name="Elevar"><a:majorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Elevar"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="6350"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="12700"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="19050"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

const MASTER = `${XML}<p:sldMaster xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle/><p:bodyStyle/><p:otherStyle/></p:txStyles></p:sldMaster>`;

const LAYOUT = `${XML}<p:sldLayout xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}" type="blank" preserve="1"><p:cSld name="Blank"><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;

/** The demo's four slides: onboarding a new store employee. */
export const SLIDES = [
  {
    title: 'Primeiro dia na loja',
    subtitle: 'First day at the store',
    lines: [
      ['Conheça a equipe e o gerente', 'Meet the team and the manager'],
      ['Receba seu crachá e uniforme', 'Get your badge and uniform'],
      ['Faça o tour pela loja', 'Take the store tour'],
    ],
  },
  {
    title: 'Atendimento em três passos',
    subtitle: 'Service in three steps',
    lines: [
      ['Cumprimente em até 10 segundos', 'Greet within 10 seconds'],
      ['Pergunte antes de sugerir', 'Ask before you suggest'],
      ['Acompanhe até o caixa', 'Walk them to the checkout'],
    ],
  },
  {
    title: 'Segurança em primeiro lugar',
    subtitle: 'Safety first',
    lines: [
      ['Corredores sempre livres', 'Aisles always clear'],
      ['Escada só com apoio', 'Ladders only with support'],
      ['Avise sobre piso molhado', 'Flag wet floors'],
    ],
  },
  {
    title: 'Pronto para começar!',
    subtitle: 'Ready to start!',
    lines: [
      ['Dúvidas? Fale com seu líder', 'Questions? Talk to your lead'],
      ['Continue a trilha na plataforma', 'Continue the trail on the platform'],
    ],
  },
];

/** The pptx's parts, in the order a zip usually lists them ([Content_Types].xml first). */
export function pptxParts(slides = SLIDES) {
  const total = slides.length;
  const slideIds = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`).join('');
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>${slides
        .map(
          (_, i) =>
            `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
        )
        .join(
          '',
        )}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      relationships([
        ['rId1', 'officeDocument', 'ppt/presentation.xml'],
        ['rId2', `${NS.rel}/metadata/core-properties`, 'docProps/core.xml'],
      ]),
    ],
    [
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Primeiro dia na loja · First day at the store</dc:title><dc:creator>Elevar</dc:creator></cp:coreProperties>`,
    ],
    [
      'ppt/presentation.xml',
      `${XML}<p:presentation xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}" saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="${W * PT}" cy="${H * PT}"/><p:notesSz cx="${H * PT}" cy="${W * PT}"/></p:presentation>`,
    ],
    [
      'ppt/_rels/presentation.xml.rels',
      relationships([
        ['rId1', 'slideMaster', 'slideMasters/slideMaster1.xml'],
        ['rId2', 'theme', 'theme/theme1.xml'],
        ...slides.map((_, i) => [`rId${i + 3}`, 'slide', `slides/slide${i + 1}.xml`]),
      ]),
    ],
    ['ppt/theme/theme1.xml', THEME],
    ['ppt/slideMasters/slideMaster1.xml', MASTER],
    [
      'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      relationships([
        ['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'],
        ['rId2', 'theme', '../theme/theme1.xml'],
      ]),
    ],
    ['ppt/slideLayouts/slideLayout1.xml', LAYOUT],
    [
      'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      relationships([['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml']]),
    ],
    ...slides.flatMap((slide, i) => [
      [`ppt/slides/slide${i + 1}.xml`, slideXml(i + 1, total, slide)],
      [
        `ppt/slides/_rels/slide${i + 1}.xml.rels`,
        relationships([['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml']]),
      ],
    ]),
  ];
}

/** Writes onboarding.pptx into `mediaDir`. */
export function writePptx(mediaDir, root) {
  const bytes = storedZip(pptxParts());
  const file = path.join(mediaDir, 'onboarding.pptx');
  writeFileSync(file, bytes);
  console.log(`${path.relative(root, file)}: ${bytes.length} bytes, ${SLIDES.length} slides`);
}
