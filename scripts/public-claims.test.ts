import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../src/server/test/app.js';
import { FEATURES } from '../src/web/features/marketing/content/features.js';

const root = path.resolve(import.meta.dirname, '..');

// Every card of /features names what provides its claim; this checks those routes and files
// exist in the product, so a card cannot outlive the feature it describes.
describe('the features page claims only what the product provides', () => {
  const { app } = useTestApp('pglite');

  it.each(FEATURES.map((f) => [f.id, f] as const))('%s', (_id, feature) => {
    expect(feature.providedBy.routes.length + feature.providedBy.files.length).toBeGreaterThan(0);
    for (const route of feature.providedBy.routes) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      expect(app().hasRoute({ method, url }), route).toBe(true);
    }
    for (const file of feature.providedBy.files) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
  });

  it('has 12 cards in the 4 categories, some Premium, analytics linking to its page', () => {
    expect(FEATURES).toHaveLength(12);
    expect(new Set(FEATURES.map((f) => f.category))).toEqual(
      new Set(['generation', 'customization', 'management', 'security']),
    );
    expect(FEATURES.some((f) => f.access === 'premium')).toBe(true);
    expect(FEATURES.find((f) => f.id === 'analytics')?.link?.href).toBe('/features/analytics');
  });
});
