import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { checkSvg, SVG_LIMITS, SvgRejectedError } from './svg-budget.js';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

function rejection(svg: string): SvgRejectedError {
  try {
    checkSvg(svg);
  } catch (err) {
    if (err instanceof SvgRejectedError) return err;
    throw err;
  }
  throw new Error(`accepted: ${svg}`);
}

/** `levels` groups, each using the previous one `fanOut` times: fanOut^levels rects drawn. */
export function useBomb(levels = 5, fanOut = 10): string {
  let defs = '<g id="a0"><rect width="1" height="1"/></g>';
  for (let level = 1; level <= levels; level++) {
    defs += `<g id="a${level}">${`<use href="#a${level - 1}"/>`.repeat(fanOut)}</g>`;
  }
  return `<svg ${NS} width="10" height="10"><defs>${defs}</defs><use href="#a${levels}"/></svg>`;
}

describe('checkSvg', () => {
  it('accepts a normal logo and gives back the parsed document without comments or DOCTYPE', () => {
    const logo =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      `<svg ${NS} viewBox="0 0 24 24" width="24" height="24">` +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#E11D48"/></linearGradient>' +
      '<style><![CDATA[ .a { fill: url(#g); } ]]></style>' +
      '<path id="p" d="M0 0h24v24H0z"/></defs>' +
      '<use xlink:href="#p" class="a"/><text x="1" y="20">A &amp; B &lt;3</text></svg>';
    const checked = checkSvg(logo);
    expect(checked.nodes).toBe(9);
    expect(checked.svg).not.toMatch(/DOCTYPE|Illustrator|<\?xml|CDATA/);
    expect(checked.svg).toContain('A &amp; B &lt;3');
    expect(checked.svg).toContain('.a { fill: url(#g); }');
    // What the renderer gets still draws the logo.
    const image = new Resvg(checked.svg).render();
    expect([image.width, image.height]).toEqual([24, 24]);
    expect(Array.from(image.pixels.subarray(0, 4))).toEqual([0xe1, 0x1d, 0x48, 255]);
  });

  it('accepts real icon sets and draws the checked document exactly as the original', () => {
    const sample = (dir: string) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.svg'))
        .filter((_, i) => i % 40 === 0)
        .map((name) => path.join(dir, name));
    const files = [
      ...sample('node_modules/bootstrap-icons/icons'),
      ...sample('node_modules/simple-icons/icons'),
    ];
    expect(files.length).toBeGreaterThan(50);
    const draw = (svg: string) =>
      new Resvg(svg, {
        fitTo: { mode: 'width', value: 48 },
        font: { loadSystemFonts: false },
      }).render().pixels;
    for (const file of files) {
      const original = readFileSync(file, 'utf8');
      const checked = checkSvg(original);
      expect(Buffer.compare(draw(checked.svg), draw(original)), file).toBe(0);
    }
  });

  it.each([
    ['a script', `<svg ${NS}><script>alert(1)</script></svg>`, /scripts/],
    [
      'a namespaced script',
      `<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>x</h:script></svg>`,
      /scripts/,
    ],
    ['onload', `<svg ${NS} onload="alert(1)"/>`, /event handler/],
    ['an upper-case event attribute', `<svg ${NS}><rect ONCLICK="x()"/></svg>`, /event handler/],
    [
      'an external image',
      `<svg ${NS}><image href="https://evil.example/a.png"/></svg>`,
      /external links/,
    ],
    ['a local file', `<svg ${NS}><image xlink:href="file:///etc/passwd"/></svg>`, /external links/],
    ['a use of another file', `<svg ${NS}><use xlink:href="other.svg#a"/></svg>`, /external links/],
    [
      'a javascript link',
      `<svg ${NS}><a href="javascript:alert(1)"><rect/></a></svg>`,
      /external links/,
    ],
    [
      'an SVG data URL',
      `<svg ${NS}><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`,
      /external links/,
    ],
    [
      'an entity',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}>&x;</svg>`,
      /entity/,
    ],
    [
      'billion laughs',
      `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg ${NS}><text>&b;</text></svg>`,
      /entity/,
    ],
    [
      'foreignObject',
      `<svg ${NS}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject></svg>`,
      /foreignObject/,
    ],
    [
      'a stylesheet PI',
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}/>`,
      /processing instructions/,
    ],
    [
      'a CSS import',
      `<svg ${NS}><style>@import "https://evil.example/x.css";</style></svg>`,
      /CSS imports/,
    ],
    [
      'a CSS url in CDATA',
      `<svg ${NS}><style><![CDATA[rect{fill:url( 'https://evil.example/p')}]]></style></svg>`,
      /url\(\)/,
    ],
    [
      'a CSS url in a style attribute',
      `<svg ${NS}><rect style="fill:URL(https://evil.example/p)"/></svg>`,
      /url\(\)/,
    ],
    [
      'a url in a presentation attribute',
      `<svg ${NS}><rect fill="url(https://evil.example/p)"/></svg>`,
      /url\(\)/,
    ],
    [
      'an animated link',
      `<svg ${NS}><a href="#x"><set attributeName="xlink:href" to="javascript:x"/></a></svg>`,
      /animated links/,
    ],
  ])('refuses %s', (_name, svg, message) => {
    const err = rejection(svg);
    expect(err.reason).toBe('forbidden');
    expect(err.message).toMatch(/^SVG logos must not contain/);
    expect(err.message).toMatch(message);
  });

  it('refuses what is not a well-formed SVG document', () => {
    for (const text of [
      '<svg><g></svg>',
      '<html><svg/></html>',
      `<svg ${NS}>&undefined;</svg>`,
      'plain text',
      '',
    ]) {
      expect(rejection(text).reason, text).toBe('malformed');
    }
    expect(() => checkSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]))).toThrow(/UTF-8/);
  });

  it('counts <use> expansion: a ~1 KB nested-use bomb is refused at once', () => {
    const bomb = useBomb();
    expect(bomb.length).toBeLessThan(1500);
    // Expanded, these documents would be about 10^5 and 10^30 nodes: a counter that walked the
    // expansion would never finish. The bound is generous so a loaded CI machine cannot trip it
    // (it took 114 ms there once); it still tells linear counting from expansion apart.
    const started = performance.now();
    const err = rejection(bomb);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(err.reason).toBe('budget');
    expect(err.message).toMatch(/too complex/);
    // Deeper and wider bombs are counted in time linear in the document, not in the expansion.
    const huge = useBomb(30, 10);
    const t = performance.now();
    expect(rejection(huge).reason).toBe('budget');
    expect(performance.now() - t).toBeLessThan(2000);
    // Three levels of ten are within budget: svg, defs, a0 (2), a1 (1 + 10 x 3), a2 (1 + 10 x 32),
    // a3 (1 + 10 x 322) and the final use (1 + a3), the defs counted as well as their uses.
    expect(checkSvg(useBomb(3, 10)).nodes).toBe(1 + 1 + 2 + 31 + 321 + 3221 + 3222);
  });

  it('refuses self-referencing uses, deep nesting and large files', () => {
    expect(rejection(`<svg ${NS}><g id="a"><use href="#a"/></g></svg>`).message).toMatch(
      /refer to themselves/,
    );
    const deep = `<svg ${NS}>${'<g>'.repeat(SVG_LIMITS.maxDepth + 1)}${'</g>'.repeat(SVG_LIMITS.maxDepth + 1)}</svg>`;
    expect(rejection(deep).reason).toBe('budget');
    const flat = `<svg ${NS}>${'<rect/>'.repeat(SVG_LIMITS.maxNodes)}</svg>`;
    expect(rejection(flat).reason).toBe('budget');
    const big = `<svg ${NS}><desc>${'x'.repeat(SVG_LIMITS.maxBytes)}</desc></svg>`;
    expect(rejection(big).message).toMatch(/too large/);
  });

  it('checks embedded data: images like uploads', () => {
    const png = (width: number, height: number) => {
      const chunk = (type: string, data: Buffer) => {
        const out = Buffer.alloc(12 + data.length);
        out.writeUInt32BE(data.length);
        out.write(type, 4, 'latin1');
        data.copy(out, 8);
        out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
        return out;
      };
      const ihdr = Buffer.alloc(13);
      ihdr.writeUInt32BE(width);
      ihdr.writeUInt32BE(height, 4);
      ihdr[8] = 8;
      ihdr[9] = 0;
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', ihdr),
        chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * Math.min(height, 8)))),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    };
    const embed = (bytes: Buffer) =>
      `<svg ${NS} width="4" height="4"><image width="4" height="4" href="data:image/png;base64,${bytes.toString('base64')}"/></svg>`;
    expect(checkSvg(embed(png(4, 4))).nodes).toBe(2);
    expect(rejection(embed(png(20000, 20000))).reason).toBe('budget');
    expect(rejection(embed(Buffer.concat([png(4, 4), Buffer.from('junk')]))).reason).toBe(
      'malformed',
    );
  });
});
