// Every claim on /features is true of this product today (issue 13 item 2): each of the 12 cards
// in src/web/features/marketing/content/features.ts names what provides it, and this test checks
// those routes against the real app's router and those files against the repository. A card
// whose route is removed or renamed fails here before the page can claim something we lack.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../web/features/marketing/content/features.js';
import { useTestApp } from './test/app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

function parseRoute(route: string): { method: Method; url: string } {
  const [method, url] = route.split(' ');
  if (!METHODS.includes(method as Method) || !url?.startsWith('/')) {
    throw new Error(`"${route}" is not "METHOD /path"`);
  }
  return { method: method as Method, url };
}

describe('the /features cards', () => {
  const { app } = useTestApp('pglite');

  it('are the 12 cards of spec 001, three per category', () => {
    expect(FEATURES).toHaveLength(12);
    const perCategory = new Map<string, number>();
    for (const f of FEATURES) perCategory.set(f.category, (perCategory.get(f.category) ?? 0) + 1);
    expect([...perCategory.values()]).toEqual([3, 3, 3, 3]);
  });

  it.each(FEATURES.map((f) => [f.id, f] as const))(
    '"%s" names what provides it, and each route and file exists',
    (_id, feature) => {
      const { routes, files } = feature.providedBy;
      expect(routes.length + files.length).toBeGreaterThan(0);
      for (const route of routes) {
        expect(app().hasRoute(parseRoute(route)), `${feature.id}: ${route}`).toBe(true);
      }
      for (const file of files) {
        expect(existsSync(path.join(root, file)), `${feature.id}: ${file}`).toBe(true);
      }
    },
  );
});
