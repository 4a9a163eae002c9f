import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

/** Payloads from the usual XSS cheat sheets: none may leave anything that runs. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css"; body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '"><script>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
];

/** What would run, if anything of it was left. */
const DANGEROUS = [
  /<script/i,
  /<svg/i,
  /<math/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<link/i,
  /<meta/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<base/i,
  /<details/i,
  /<template/i,
  /\son\w+\s*=/i,
  /style\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /expression\(/i,
];

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const pattern of DANGEROUS) expect(clean, `${payload} → ${clean}`).not.toMatch(pattern);
  });

  it('keeps the allow-listed structure', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>under</u><br>text.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><hr>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('opens links in a new tab without opener or referrer, and drops other attributes', () => {
    expect(sanitizeRichText('<a href="https://elevar.example/a" class="x" id="y" title="T">site</a>')).toBe(
      '<a href="https://elevar.example/a" title="T" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@elevar.example">mail</a>')).toContain(
      'href="mailto:help@elevar.example"',
    );
  });

  it('shows a long address written as a link’s text cut at 50 characters, its href whole (SPEC §9)', () => {
    const url = 'https://www.example.com/courses/2024/retail-training/modules/intro-video?lang=pt-BR&x=1';
    const clean = sanitizeRichText(`<p><a href="${url}">${url.replace('&', '&amp;')}</a></p>`);
    expect(clean).toContain(`href="${url.replace('&', '&amp;')}"`);
    const text = (clean.match(/>([^<]*)<\/a>/)?.[1] ?? '').replace(/&amp;/g, '&');
    expect(text).toBe('https://www.example.com/c…tro-video?lang=pt-BR&x=1');
    expect(Array.from(text)).toHaveLength(50);
    // a link’s words stay as written
    expect(
      sanitizeRichText('<a href="https://e.co/x">Read the whole regulation of the programme here please</a>'),
    ).toContain('>Read the whole regulation of the programme here please</a>');
  });

  it('keeps images from https and from the app’s stored files only', () => {
    const stored = `/api/v1/files/${'a'.repeat(43)}?sig=abc_-1`;
    expect(sanitizeRichText(`<img src="${stored}" alt="A">`)).toBe(`<img src="${stored}" alt="A" />`);
    expect(sanitizeRichText('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png" />',
    );
    expect(sanitizeRichText('<img src="/etc/passwd">')).toBe('');
    expect(sanitizeRichText('<img src="http://cdn.example/a.png">')).toBe('');
  });

  it('escapes plain text', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
