import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** README.md and every Markdown file in docs/, relative to the repository root. */
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/**
 * Relative link targets of a Markdown text: inline links and images `[text](target)` and
 * reference definitions `[id]: target`, outside fenced code blocks. Absolute URLs, mailto: and
 * in-page anchors are left out.
 */
export function relativeLinks(markdown: string): string[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!),
  ];
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#'));
}

describe('Markdown links', () => {
  it('finds relative links and skips URLs, anchors and code blocks', () => {
    expect(
      relativeLinks(
        '[a](docs/A.md) [b](https://x.org) [c](#top) ![i](img/x.png "t")\n```\n[d](nope.md)\n```\n[e]: ../f.md\n',
      ),
    ).toEqual(['docs/A.md', 'img/x.png', '../f.md']);
  });

  it.each(documents)('every relative link in %s resolves to a file in the repository', (doc) => {
    const links = relativeLinks(readFileSync(path.join(root, doc), 'utf8'));
    const broken = links.filter((link) => {
      const target = path.resolve(path.dirname(path.join(root, doc)), link.split('#')[0]!);
      const inside = target === root || target.startsWith(root + path.sep);
      return !inside || !existsSync(target);
    });
    expect(broken).toEqual([]);
  });

  it('README links the architecture and developing guides in the repository', () => {
    const links = relativeLinks(readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect(links).toEqual(expect.arrayContaining(['docs/ARCHITECTURE.md', 'docs/DEVELOPING.md']));
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).not.toContain('../shared/');
  });
});
