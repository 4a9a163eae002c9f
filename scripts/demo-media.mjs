#!/usr/bin/env node
// The learning demo's media in apps/web/public/demo/media/ (issue 12), written once and committed; run again only to
// change them. `node scripts/demo-media.mjs pdf`: store-layout.pdf, a six-page 16:9 presentation built by hand (no
// dependency: PDF objects, Helvetica, Flate-compressed page streams). `node scripts/demo-media.mjs video`: intro.webm,
// five seconds of a canvas animation with a beep on each second, recorded by MediaRecorder (VP8 + Opus) in the
// system Chromium driven by Playwright (CHROMIUM_PATH, default /usr/bin/chromium), its Duration written into the
// WebM header (MediaRecorder leaves it out, so a browser would report an infinite length). The captions
// (intro.*.vtt) are hand-written beside them and follow the animation's timing below. `hls`: hls/intro.m3u8, intro.webm
// re-encoded by ffmpeg for the wowza demo. `swf`: demo.swf, a tiny Flash movie written byte by byte for the flash demo.
// `pptx`: onboarding.pptx, four slides written as Office Open XML parts (scripts/demo-pptx.mjs).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = path.join(root, 'apps/web/public/demo/media');

// ---------------------------------------------------------------------------------------------------------------
// The pdf

const W = 960;
const H = 540;
const COLOURS = {
  ink: [0.12, 0.16, 0.2],
  muted: [0.4, 0.45, 0.5],
  paper: [0.97, 0.96, 0.93],
  teal: [0.04, 0.48, 0.46],
  amber: [0.95, 0.65, 0.25],
  paleAmber: [0.99, 0.89, 0.72],
  shelf: [0.72, 0.74, 0.76],
  white: [1, 1, 1],
};
const rgb = (c) => c.map((v) => v.toFixed(3)).join(' ');
/** A PDF string in WinAnsi (Latin-1 for the accented letters used here), its delimiters escaped. */
const pdfString = (text) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function page() {
  const ops = [];
  const api = {
    fill: (c) => ops.push(`${rgb(c)} rg`),
    stroke: (c, width = 1) => ops.push(`${rgb(c)} RG ${width} w`),
    rect: (x, y, w, h, c) => ops.push(`${rgb(c)} rg ${x} ${y} ${w} ${h} re f`),
    frame: (x, y, w, h, c, width = 3) => ops.push(`${rgb(c)} RG ${width} w ${x} ${y} ${w} ${h} re S`),
    text: (x, y, size, text, c = COLOURS.ink, bold = false) =>
      ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(c)} rg ${x} ${y} Td ${pdfString(text)} Tj ET`),
    path: (points, c, width = 3, dash = null) => {
      const [first, ...rest] = points;
      ops.push(
        `${rgb(c)} RG ${width} w ${dash ? `[${dash.join(' ')}] 0 d` : '[] 0 d'} 1 J 1 j ${first[0]} ${first[1]} m ` +
          `${rest.map(([x, y]) => `${x} ${y} l`).join(' ')} S [] 0 d`,
      );
    },
    polygon: (points, c) => {
      const [first, ...rest] = points;
      ops.push(`${rgb(c)} rg ${first[0]} ${first[1]} m ${rest.map(([x, y]) => `${x} ${y} l`).join(' ')} h f`);
    },
    circle: (cx, cy, r, c) => {
      const k = r * 0.5523;
      ops.push(
        `${rgb(c)} rg ${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ` +
          `${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ` +
          `${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c f`,
      );
    },
    ops,
  };
  return api;
}

/** The frame every page shares: paper, the title band (Portuguese, English below), the footer with N / total. */
function slide(number, total, title, subtitle) {
  const p = page();
  p.rect(0, 0, W, H, COLOURS.paper);
  p.rect(0, 440, W, 100, COLOURS.teal);
  p.text(48, 490, 32, title, COLOURS.white, true);
  p.text(48, 460, 17, subtitle, [0.85, 0.95, 0.94]);
  p.rect(0, 0, W, 4, COLOURS.amber);
  p.text(48, 20, 11, 'Elevar  |  Layout de loja: o essencial  |  Store layout essentials', COLOURS.muted);
  p.text(870, 20, 13, `${number} / ${total}`, COLOURS.ink, true);
  return p;
}

/** Bullets on the left: Portuguese, with the English line below in grey. */
function bullets(p, items, { top = 390, checkboxes = false } = {}) {
  items.forEach(([pt, en], index) => {
    const y = top - index * 78;
    if (checkboxes) {
      p.frame(48, y - 4, 22, 22, COLOURS.teal, 2.5);
      p.path(
        [
          [52, y + 7],
          [58, y + 1],
          [68, y + 15],
        ],
        COLOURS.teal,
        3,
      );
    } else p.circle(58, y + 7, 6, COLOURS.amber);
    p.text(84, y, 20, pt, COLOURS.ink, true);
    p.text(84, y - 24, 14, en, COLOURS.muted);
  });
}

/** The store seen from above: walls, the door at the bottom, wall shelves, four gondolas, the checkout. */
function plan(p, { entrance = false, route = false, checkout = false } = {}) {
  const x = 520;
  const y = 60;
  p.rect(x, y, 392, 360, COLOURS.white);
  if (entrance) {
    p.rect(x + 130, y + 6, 180, 92, COLOURS.paleAmber);
    p.text(x + 206, y + 70, 13, 'zona de', COLOURS.ink, true);
    p.text(x + 196, y + 54, 13, 'descompressão', COLOURS.ink, true);
  }
  if (checkout) p.rect(x + 6, y + 6, 120, 92, COLOURS.paleAmber);
  p.frame(x, y, 392, 360, COLOURS.ink, 4);
  // the door: a gap in the bottom wall
  p.rect(x + 180, y - 3, 80, 7, COLOURS.white);
  p.text(x + 186, y - 22, 12, 'Entrada / Entrance', COLOURS.muted);
  // shelves along the back and the right wall
  p.rect(x + 20, y + 326, 352, 18, COLOURS.shelf);
  p.rect(x + 356, y + 120, 18, 200, COLOURS.shelf);
  // four gondolas
  for (const offset of [150, 200, 250, 300]) p.rect(x + offset - 40, y + 150, 24, 140, COLOURS.shelf);
  // the checkout by the door, impulse items beside it
  p.rect(x + 20, y + 30, 90, 28, COLOURS.amber);
  p.text(x + 42, y + 40, 12, 'Caixa', COLOURS.ink, true);
  if (checkout) for (const dx of [22, 46, 70, 94]) p.rect(x + dx - 6, y + 68, 14, 14, COLOURS.teal);
  if (route) {
    p.path(
      [
        [x + 220, y + 20],
        [x + 320, y + 100],
        [x + 330, y + 300],
        [x + 200, y + 312],
        [x + 60, y + 300],
        [x + 56, y + 120],
        [x + 90, y + 90],
      ],
      COLOURS.teal,
      4,
      [12, 8],
    );
    p.polygon(
      [
        [x + 90, y + 90],
        [x + 70, y + 92],
        [x + 86, y + 108],
      ],
      COLOURS.teal,
    );
  }
}

/** A gondola seen from the front: five shelves, the eye-level band highlighted, a shopper's head at eye height. */
function gondola(p) {
  const x = 560;
  const y = 60;
  p.rect(x, y, 300, 360, COLOURS.white);
  p.rect(x, y + 182, 300, 116, COLOURS.paleAmber);
  p.frame(x, y, 300, 360, COLOURS.ink, 4);
  for (let shelf = 1; shelf < 6; shelf++) p.rect(x, y + shelf * 60 - 4, 300, 8, COLOURS.shelf);
  for (let shelf = 0; shelf < 6; shelf++)
    for (let item = 0; item < 6; item++)
      p.rect(
        x + 16 + item * 47,
        y + shelf * 60 + 8,
        30,
        shelf === 3 || shelf === 4 ? 40 : 30,
        shelf === 3 || shelf === 4 ? COLOURS.teal : COLOURS.shelf,
      );
  p.circle(x - 40, y + 240, 18, COLOURS.ink);
  p.path(
    [
      [x - 20, y + 240],
      [x + 290, y + 240],
    ],
    COLOURS.amber,
    2,
    [6, 6],
  );
  p.text(x + 310, y + 230, 13, '1,5 m', COLOURS.ink, true);
}

function checkmark(p) {
  p.circle(716, 240, 130, COLOURS.teal);
  p.path(
    [
      [656, 240],
      [700, 196],
      [782, 298],
    ],
    COLOURS.white,
    22,
  );
}

function slides() {
  const total = 6;
  const cover = slide(1, total, 'Layout de loja: o essencial', 'Store layout essentials');
  bullets(cover, [
    ['Entrada que acolhe', 'An entrance that welcomes'],
    ['Um caminho para o cliente', 'A path for the customer'],
    ['Produto certo na altura certa', 'The right product at the right height'],
    ['Caixa que vende', 'A checkout that sells'],
  ]);
  plan(cover, { route: true });

  const entrance = slide(2, total, '1. A zona de entrada', 'The entrance zone');
  bullets(entrance, [
    ['Os primeiros passos são de adaptação', 'The first steps are for adjusting'],
    ['Deixe a área livre e iluminada', 'Keep it clear and well lit'],
    ['Promoções começam depois dela', 'Offers start just past it'],
  ]);
  plan(entrance, { entrance: true });

  const route = slide(3, total, '2. O caminho do cliente', "The customer's path");
  bullets(route, [
    ['A maioria vira à direita', 'Most people turn right'],
    ['Leve o cliente até o fundo', 'Lead customers to the back'],
    ['Itens essenciais no fim do trajeto', 'Staples at the end of the route'],
  ]);
  plan(route, { route: true });

  const eye = slide(4, total, '3. A altura dos olhos vende', 'Eye level sells');
  bullets(eye, [
    ['Entre 1,2 m e 1,6 m: o destaque', '1.2 m to 1.6 m: the highlight'],
    ['Embaixo: volume e embalagens grandes', 'Below: volume and large packs'],
    ['No alto: estoque e comunicação', 'At the top: stock and signage'],
  ]);
  gondola(eye);

  const till = slide(5, total, '4. Caixa e compra por impulso', 'Checkout and impulse buys');
  bullets(till, [
    ['Itens pequenos perto do caixa', 'Small items near the till'],
    ['Fila organizada, sem obstáculos', 'An orderly queue, no obstacles'],
    ['Troque a exposição toda semana', 'Change the display every week'],
  ]);
  plan(till, { checkout: true });

  const check = slide(6, total, 'Checklist da semana', 'The weekly checklist');
  bullets(
    check,
    [
      ['Entrada livre e limpa', 'Entrance clear and clean'],
      ['Caminho sinalizado', 'Route signposted'],
      ['Destaques na altura dos olhos', 'Highlights at eye level'],
      ['Caixa abastecido', 'Checkout stocked'],
    ],
    { checkboxes: true },
  );
  checkmark(check);
  return [cover, entrance, route, eye, till, check];
}

/** Serialises a PDF 1.4 file: catalog, page tree, two standard fonts, one compressed content stream per page. */
function buildPdf(pages) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const tree = add(null);
  const regular = add(
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  );
  const bold = add(
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
  );
  const pageIds = [];
  for (const p of pages) {
    const stream = deflateSync(Buffer.from(p.ops.join('\n'), 'latin1'), { level: 9 });
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
    pageIds.push(
      add(
        Buffer.from(
          `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${W} ${H}] ` +
            `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(
    `<< /Type /Catalog /Pages ${tree} 0 R /Lang (pt-BR) /ViewerPreferences << /DisplayDocTitle true >> >>`,
  );
  objects[tree - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  );
  const info = add(
    Buffer.from(
      '<< /Title (Layout de loja: o essencial) /Author (Elevar demo) /Producer (scripts/demo-media.mjs) >>',
    ),
  );

  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((body, index) => {
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    offset += chunk.length;
    chunks.push(chunk);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

function writePdf() {
  const file = path.join(mediaDir, 'store-layout.pdf');
  const pdf = buildPdf(slides());
  writeFileSync(file, pdf);
  console.log(`${path.relative(root, file)}: ${pdf.length} bytes, 6 pages`);
}

// ---------------------------------------------------------------------------------------------------------------
// The video

const SECONDS = 5;
/** When each caption starts (intro.*.vtt): a beep marks each. */
const BEATS = [0, 1.5, 3.5];

/** Runs in the page: draws the animation on a 320×180 canvas, records it with the beeps, answers the WebM bytes. */
async function recordInPage({ seconds, beats }) {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const g = canvas.getContext('2d');
  const audio = new AudioContext();
  await audio.resume();
  const sound = audio.createMediaStreamDestination();
  const stream = canvas.captureStream(30);
  stream.addTrack(sound.stream.getAudioTracks()[0]);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8,opus',
    videoBitsPerSecond: 300_000,
    audioBitsPerSecond: 32_000,
  });
  const parts = [];
  recorder.ondataavailable = (event) => parts.push(event.data);

  const beep = (at) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.25);
    tone.connect(gain).connect(sound);
    tone.start(at);
    tone.stop(at + 0.3);
  };

  const teal = '#0b7a75';
  const amber = '#f2a541';
  const paper = '#f7f5ee';
  const ink = '#1f2933';
  // the shopper's walk through the store plan (1.5 s to 3.5 s): in at the door, turn right, up to the back shelf
  const walk = [
    [160, 168],
    [160, 130],
    [250, 110],
    [250, 60],
    [180, 52],
  ];
  const along = (share) => {
    const legs = walk.slice(1).map((point, i) => Math.hypot(point[0] - walk[i][0], point[1] - walk[i][1]));
    let left = share * legs.reduce((a, b) => a + b, 0);
    for (let i = 0; i < legs.length; i++) {
      if (left <= legs[i]) {
        const t = left / legs[i];
        return [
          walk[i][0] + (walk[i + 1][0] - walk[i][0]) * t,
          walk[i][1] + (walk[i + 1][1] - walk[i][1]) * t,
        ];
      }
      left -= legs[i];
    }
    return walk.at(-1);
  };

  const draw = (t) => {
    g.fillStyle = paper;
    g.fillRect(0, 0, 320, 180);
    if (t < beats[1]) {
      // the title over a shop front
      const fade = Math.min(1, t / 0.6);
      g.fillStyle = teal;
      g.fillRect(0, 0, 320, 180);
      g.globalAlpha = fade;
      g.fillStyle = paper;
      g.fillRect(90, 70, 140, 90);
      g.fillStyle = amber;
      g.fillRect(80, 56, 160, 18);
      g.fillStyle = teal;
      g.fillRect(145, 105, 30, 55);
      g.fillStyle = paper;
      g.font = 'bold 30px sans-serif';
      g.textAlign = 'center';
      g.fillText('Elevar', 160, 40);
      g.globalAlpha = 1;
    } else {
      // the store from above: walls, gondolas, the back shelf, the checkout
      g.strokeStyle = ink;
      g.lineWidth = 4;
      g.strokeRect(40, 20, 240, 150);
      g.fillStyle = paper;
      g.fillRect(140, 166, 40, 8);
      g.fillStyle = '#b8bcc2';
      g.fillRect(60, 30, 200, 12);
      for (const x of [90, 130, 190]) g.fillRect(x, 70, 14, 60);
      g.fillStyle = amber;
      g.fillRect(50, 140, 50, 18);
      const share = Math.min(1, (t - beats[1]) / (beats[2] - beats[1]));
      const [x, y] = along(share);
      g.strokeStyle = teal;
      g.lineWidth = 3;
      g.setLineDash([6, 5]);
      g.beginPath();
      g.moveTo(walk[0][0], walk[0][1]);
      for (let s = 0; s <= share; s += 0.02) g.lineTo(...along(s));
      g.lineTo(x, y);
      g.stroke();
      g.setLineDash([]);
      g.fillStyle = teal;
      g.beginPath();
      g.arc(x, y, 8, 0, Math.PI * 2);
      g.fill();
      if (t >= beats[2]) {
        // a star over the shelf: help offered
        const pulse = 1 + 0.25 * Math.sin((t - beats[2]) * 8);
        g.fillStyle = amber;
        g.beginPath();
        for (let i = 0; i < 10; i++) {
          const r = (i % 2 ? 7 : 16) * pulse;
          const a = -Math.PI / 2 + (i * Math.PI) / 5;
          g.lineTo(215 + r * Math.cos(a), 70 + r * Math.sin(a));
        }
        g.closePath();
        g.fill();
      }
    }
    // the clock and the progress bar, so a seek can be seen
    g.fillStyle = 'rgba(0,0,0,0.55)';
    g.fillRect(0, 172, 320, 8);
    g.fillStyle = amber;
    g.fillRect(0, 172, (320 * Math.min(t, seconds)) / seconds, 8);
    g.fillStyle = t < beats[1] ? paper : ink;
    g.font = 'bold 12px monospace';
    g.textAlign = 'right';
    g.fillText(`0:0${Math.floor(Math.min(t, seconds))}`, 312, 14);
  };

  draw(0);
  recorder.start(1000);
  const started = performance.now();
  const startedAudio = audio.currentTime;
  for (const at of beats) beep(startedAudio + at);
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const t = (performance.now() - started) / 1000;
      draw(t);
      if (t >= seconds + 0.1) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / 30);
  });
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

// EBML (Matroska/WebM) reading, just enough to add the Segment's Duration.
const IDS = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  seekHead: 0x114d9b74,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};

function vint(buf, pos, keepMarker) {
  const first = buf[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad EBML number at ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function element(buf, pos) {
  const id = vint(buf, pos, true);
  const size = vint(buf, pos + id.length, false);
  const start = pos + id.length + size.length;
  return { id: id.value, start, size: size.unknown ? null : size.value, headerAt: pos };
}

const uint = (buf, start, size) => {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + buf[start + i];
  return value;
};

/** An element's bytes: ID, an 8-byte size, the payload. */
function encode(id, payload) {
  const idBytes = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) idBytes.unshift(v & 0xff);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(payload.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(idBytes), size, payload]);
}

/** The WebM with a Duration in its Info: the last block's time plus one frame, in the file's timecode scale. */
function withDuration(webm) {
  const header = element(webm, 0);
  const segment = element(webm, header.start + header.size);
  if (segment.id !== IDS.segment) throw new Error('no Segment after the EBML header');
  const end = segment.size === null ? webm.length : segment.start + segment.size;
  let info = null;
  let lastTime = 0;
  let pos = segment.start;
  while (pos < end) {
    const el = element(webm, pos);
    if (el.id === IDS.seekHead) throw new Error('a SeekHead would need its offsets moved: not handled');
    if (el.id === IDS.info) info = el;
    if (el.id === IDS.cluster) {
      const clusterEnd = el.size === null ? end : el.start + el.size;
      let clusterTime = 0;
      let inner = el.start;
      while (inner < clusterEnd) {
        const child = element(webm, inner);
        if (child.id === IDS.cluster) break; // an unknown-size cluster ends where the next begins
        if (child.id === IDS.clusterTimecode) clusterTime = uint(webm, child.start, child.size);
        const block =
          child.id === IDS.simpleBlock
            ? child
            : child.id === IDS.blockGroup
              ? element(webm, child.start)
              : null;
        if (block && (child.id === IDS.simpleBlock || block.id === IDS.block)) {
          const track = vint(webm, block.start, false);
          lastTime = Math.max(lastTime, clusterTime + webm.readInt16BE(block.start + track.length));
        }
        inner = child.start + child.size;
      }
      pos = inner;
      continue;
    }
    if (el.size === null) throw new Error(`unknown size of element ${el.id.toString(16)}`);
    pos = el.start + el.size;
  }
  if (!info) throw new Error('no Info in the Segment');
  let scale = 1_000_000;
  const children = [];
  for (let p = info.start; p < info.start + info.size; ) {
    const child = element(webm, p);
    if (child.id === IDS.timecodeScale) scale = uint(webm, child.start, child.size);
    if (child.id !== IDS.duration) children.push(webm.subarray(p, child.start + child.size));
    p = child.start + child.size;
  }
  const frame = 1e9 / 30 / scale;
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(lastTime + frame);
  const newInfo = encode(IDS.info, Buffer.concat([...children, encode(IDS.duration, duration)]));
  const before = webm.subarray(segment.start, info.headerAt);
  const after = webm.subarray(info.start + info.size, end);
  const body = Buffer.concat([before, newInfo, after]);
  const segmentHeader =
    segment.size === null
      ? webm.subarray(segment.headerAt, segment.start)
      : encode(IDS.segment, Buffer.alloc(0)).subarray(0, 12);
  if (segment.size !== null) segmentHeader.writeBigUInt64BE(BigInt(body.length) | (1n << 56n), 4);
  return {
    bytes: Buffer.concat([webm.subarray(0, segment.headerAt), segmentHeader, body]),
    seconds: ((lastTime + frame) * scale) / 1e9,
  };
}

async function writeVideo() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>demo media</title><body></body>');
    const base64 = await page.evaluate(recordInPage, { seconds: SECONDS, beats: BEATS });
    const { bytes, seconds } = withDuration(Buffer.from(base64, 'base64'));
    const file = path.join(mediaDir, 'intro.webm');
    writeFileSync(file, bytes);
    console.log(`${path.relative(root, file)}: ${bytes.length} bytes, ${seconds.toFixed(2)} s`);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The HLS rendition (a wowza activity's stream)

/**
 * hls/intro.m3u8 and its MPEG-TS segments (named .m2ts, not .ts, which linters and compilers read as TypeScript): intro.webm re-encoded by ffmpeg (on the PATH; Debian's `ffmpeg` package)
 * to H.264 baseline and AAC, the codecs every HLS player takes, in two-second segments of a VOD playlist (~50 KB in
 * all). The captions stay the <track> of intro.*.vtt, which the player adds to any video.
 */
async function writeHls() {
  const { spawnSync } = await import('node:child_process');
  const { mkdirSync, readdirSync, rmSync, statSync } = await import('node:fs');
  const dir = path.join(mediaDir, 'hls');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-i', path.join(mediaDir, 'intro.webm')],
    [
      '-r',
      '25',
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-level',
      '3.0',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
    ],
    ['-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '48k', '-ac', '1'],
    ['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
    ['-hls_segment_filename', path.join(dir, 'intro%d.m2ts'), path.join(dir, 'intro.m3u8')],
  ].flat();
  const run = spawnSync(process.env.FFMPEG ?? 'ffmpeg', args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('ffmpeg failed (is it installed? apt-get install -y ffmpeg)');
  const files = readdirSync(dir);
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
  console.log(`${path.relative(root, dir)}: ${files.length} files, ${bytes} bytes`);
}

// ---------------------------------------------------------------------------------------------------------------
// The Flash movie (a flash activity)

/** Bits, most significant first, as SWF packs its RECT, MATRIX and shape records. */
class Bits {
  bytes = [];
  bit = 0;
  put(value, count) {
    for (let i = count - 1; i >= 0; i -= 1) {
      if (this.bit === 0) this.bytes.push(0);
      if ((value >> i) & 1) this.bytes[this.bytes.length - 1] |= 0x80 >> this.bit;
      this.bit = (this.bit + 1) % 8;
    }
  }
  /** A signed value in `count` bits (two's complement). */
  signed(value, count) {
    this.put(value < 0 ? value + 2 ** count : value, count);
  }
  align() {
    this.bit = 0;
  }
}

/** Bits a signed value needs (with its sign bit). */
const signedBits = (...values) => Math.max(2, ...values.map((v) => Math.abs(v).toString(2).length + 1));

function rect(bits, xMin, xMax, yMin, yMax) {
  const n = signedBits(xMin, xMax, yMin, yMax);
  bits.put(n, 5);
  for (const value of [xMin, xMax, yMin, yMax]) bits.signed(value, n);
  bits.align();
}

function tag(code, body) {
  const bytes = Buffer.from(body);
  const header = Buffer.alloc(bytes.length >= 63 ? 6 : 2);
  if (bytes.length >= 63) {
    header.writeUInt16LE((code << 6) | 0x3f, 0);
    header.writeUInt32LE(bytes.length, 2);
  } else header.writeUInt16LE((code << 6) | bytes.length, 0);
  return Buffer.concat([header, bytes]);
}

const u16 = (value) => [value & 0xff, value >> 8];

/** DefineShape: a solid rectangle (twips) of one colour, its id `id`. */
function defineRectangle(id, width, height, [r, g, b]) {
  const bits = new Bits();
  rect(bits, 0, width, 0, height);
  const bounds = bits.bytes;
  const shape = new Bits();
  shape.put(1, 4); // NumFillBits
  shape.put(0, 4); // NumLineBits
  // StyleChangeRecord: move to (0, 0) with fill style 1
  shape.put(0, 1);
  shape.put(0b00011, 5); // no new styles, no line style, no fill style 1, fill style 0, move to
  shape.put(2, 5);
  shape.signed(0, 2);
  shape.signed(0, 2);
  shape.put(1, 1); // FillStyle0 = 1
  // four straight edges around the rectangle
  for (const [dx, dy] of [
    [width, 0],
    [0, height],
    [-width, 0],
    [0, -height],
  ]) {
    const n = signedBits(dx || dy);
    shape.put(1, 1); // edge
    shape.put(1, 1); // straight
    shape.put(n - 2, 4);
    shape.put(0, 1); // not a general line: vertical or horizontal
    shape.put(dx === 0 ? 1 : 0, 1);
    shape.signed(dx || dy, n);
  }
  shape.put(0, 6); // EndShapeRecord
  shape.align();
  return tag(2, [...u16(id), ...bounds, 1, 0x00, r, g, b, 0, ...shape.bytes]);
}

/** PlaceObject2: character `id` at depth `depth`, translated to (x, y) twips; `move` updates what is there. */
function place(depth, x, y, id = null) {
  const bits = new Bits();
  bits.put(0, 1); // HasScale
  bits.put(0, 1); // HasRotate
  const n = signedBits(x, y);
  bits.put(n, 5);
  bits.signed(x, n);
  bits.signed(y, n);
  bits.align();
  const flags = 0x04 | (id === null ? 0x01 : 0x02);
  return tag(26, [flags, ...u16(depth), ...(id === null ? [] : u16(id)), ...bits.bytes]);
}

/**
 * demo.swf: a minimal Flash movie written byte by byte (SWF 10, AS-free): a 320×180 stage with a teal background, a
 * light shelf and an amber box that slides along it over 48 frames at 24 fps, then loops. About 500 bytes.
 */
function writeSwf() {
  const twips = (pixels) => pixels * 20;
  const frames = 48;
  const tags = [
    tag(69, [0, 0, 0, 0]), // FileAttributes: no network access, no ActionScript 3
    tag(9, [11, 122, 117]), // SetBackgroundColor: teal
    defineRectangle(1, twips(280), twips(12), [184, 189, 194]),
    defineRectangle(2, twips(48), twips(48), [242, 166, 64]),
    place(1, twips(20), twips(132), 1),
  ];
  for (let frame = 0; frame < frames; frame += 1) {
    const x = twips(20 + Math.round((232 * frame) / (frames - 1)));
    tags.push(frame === 0 ? place(2, x, twips(84), 2) : place(2, x, twips(84)));
    tags.push(tag(1, [])); // ShowFrame
  }
  tags.push(tag(0, [])); // End
  const frameBits = new Bits();
  rect(frameBits, 0, twips(320), 0, twips(180));
  const body = Buffer.concat([Buffer.from(frameBits.bytes), Buffer.from([0, 24, ...u16(frames)]), ...tags]);
  const header = Buffer.alloc(8);
  header.write('FWS', 0, 'latin1');
  header[3] = 10;
  header.writeUInt32LE(8 + body.length, 4);
  const bytes = Buffer.concat([header, body]);
  const file = path.join(mediaDir, 'demo.swf');
  writeFileSync(file, bytes);
  console.log(`${path.relative(root, file)}: ${bytes.length} bytes, ${frames} frames`);
}

const mode = process.argv[2] ?? 'all';
if (mode === 'pdf' || mode === 'all') writePdf();
if (mode === 'video' || mode === 'all') await writeVideo();
if (mode === 'hls' || mode === 'all') await writeHls();
if (mode === 'swf' || mode === 'all') writeSwf();
if (mode === 'pptx' || mode === 'all') (await import('./demo-pptx.mjs')).writePptx(mediaDir, root);
