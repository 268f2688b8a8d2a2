// No import circles anywhere in src (docs/ARCHITECTURE.md, "Boundaries"): every import counts,
// type-only and `import()` included, so a circle is reported before it can bite at load time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, listSources } from './import-graph.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('import graph of src', () => {
  it('has no import circles', () => {
    const cycles = findCycles(root, listSources(root, 'src'), () => true);
    const named = cycles.map((cycle) => cycle.join(' -> '));
    expect(named, `import circles:\n${named.join('\n')}`).toEqual([]);
  });

  it('reads static, type-only, re-export and dynamic imports', () => {
    const edges = importsOf(root, 'src/web/features/account/account-sections.ts');
    expect(edges).toContainEqual({
      target: 'src/web/features/account/section-props.ts',
      typeOnly: true,
      dynamic: false,
    });
    expect(edges).toContainEqual({
      target: 'src/web/features/payments/index.ts',
      typeOnly: false,
      dynamic: false,
    });
    const lazy = importsOf(root, 'src/web/features/generator/generator-section.tsx');
    expect(lazy).toContainEqual({
      target: 'src/web/features/marketing/content/templates.ts',
      typeOnly: false,
      dynamic: true,
    });
    const reexports = importsOf(root, 'src/web/features/account/index.ts');
    expect(reexports.map((edge) => edge.target)).toContain(
      'src/web/features/account/section-card.tsx',
    );
  });
});
