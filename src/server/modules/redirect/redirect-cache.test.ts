import { describe, expect, it } from 'vitest';
import { RedirectCache } from './redirect-cache.js';
import type { RedirectTarget } from './repository.js';

function target(id: number, destination = `https://example.com/${id}`): RedirectTarget {
  return {
    id,
    clientId: 1,
    workspaceId: 1,
    destination,
    isPaused: false,
    isDeleted: false,
    qrType: 'url',
    content: {},
    design: {},
    isRetired: false,
    linkControls: null,
    linkPasswordHash: null,
  };
}

/** A cache over a Map "database" that counts its loads. */
function setup(options: { maxEntries?: number } = {}) {
  const rows = new Map<string, RedirectTarget>();
  const loads: string[] = [];
  let now = 0;
  const cache = new RedirectCache({
    ...options,
    now: () => now,
    load: async (code) => {
      loads.push(code);
      return rows.get(code) ?? null;
    },
  });
  return { rows, loads, cache, advance: (ms: number) => (now += ms) };
}

describe('RedirectCache', () => {
  it('loads once, then serves from memory until invalidated', async () => {
    const { rows, loads, cache } = setup();
    rows.set('AAAAAAAA', target(1));
    expect(await cache.get('AAAAAAAA')).toEqual(target(1));
    expect(await cache.get('AAAAAAAA')).toEqual(target(1));
    expect(loads).toEqual(['AAAAAAAA']);
    rows.set('AAAAAAAA', target(1, 'https://new.example/'));
    await cache.invalidate('AAAAAAAA');
    expect((await cache.get('AAAAAAAA'))?.destination).toBe('https://new.example/');
    expect(loads).toHaveLength(2);
  });

  it('peeks synchronously: undefined until loaded, then the code or a remembered null', async () => {
    const { rows, loads, cache, advance } = setup();
    rows.set('EEEEEEEE', target(5));
    expect(cache.peek('EEEEEEEE')).toBeUndefined();
    expect(cache.peek('FFFFFFFF')).toBeUndefined();
    expect(loads).toEqual([]);
    await cache.get('EEEEEEEE');
    await cache.get('FFFFFFFF');
    expect(cache.peek('EEEEEEEE')).toEqual(target(5));
    expect(cache.peek('FFFFFFFF')).toBeNull();
    advance(12_001);
    expect(cache.peek('FFFFFFFF')).toBeUndefined();
    cache.drop('EEEEEEEE');
    expect(cache.peek('EEEEEEEE')).toBeUndefined();
    expect(loads).toEqual(['EEEEEEEE', 'FFFFFFFF']);
  });

  it('shares one load between concurrent misses', async () => {
    const { rows, loads, cache } = setup();
    rows.set('BBBBBBBB', target(2));
    await Promise.all(Array.from({ length: 10 }, () => cache.get('BBBBBBBB')));
    expect(loads).toEqual(['BBBBBBBB']);
  });

  it('remembers unknown codes briefly', async () => {
    const { rows, loads, cache, advance } = setup();
    expect(await cache.get('CCCCCCCC')).toBeNull();
    expect(await cache.get('CCCCCCCC')).toBeNull();
    expect(loads).toHaveLength(1);
    rows.set('CCCCCCCC', target(3));
    advance(12_001); // negative TTL 10 s plus at most 20 % jitter
    expect(await cache.get('CCCCCCCC')).toEqual(target(3));
  });

  it('does not keep a load that raced an invalidation', async () => {
    const rows = new Map([['DDDDDDDD', target(4, 'https://old.example/')]]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = new RedirectCache({
      load: async (code) => {
        const row = rows.get(code) ?? null;
        await gate;
        return row;
      },
    });
    const stale = cache.get('DDDDDDDD');
    rows.set('DDDDDDDD', target(4, 'https://new.example/'));
    await cache.invalidate('DDDDDDDD');
    release();
    expect((await stale)?.destination).toBe('https://old.example/');
    expect((await cache.get('DDDDDDDD'))?.destination).toBe('https://new.example/');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const { rows, loads, cache } = setup({ maxEntries: 2 });
    for (const [i, code] of ['EEEEEEEE', 'FFFFFFFF', 'GGGGGGGG'].entries())
      rows.set(code, target(i));
    await cache.get('EEEEEEEE');
    await cache.get('FFFFFFFF');
    await cache.get('EEEEEEEE');
    await cache.get('GGGGGGGG');
    expect(cache.size).toBe(2);
    await cache.get('EEEEEEEE');
    await cache.get('FFFFFFFF');
    expect(loads).toEqual(['EEEEEEEE', 'FFFFFFFF', 'GGGGGGGG', 'FFFFFFFF']);
  });
  it('keeps evicting the least recently used entry over many hits and evictions', async () => {
    const codes = Array.from({ length: 12 }, (_, i) => `CODE${String(i).padStart(4, '0')}`);
    const { rows, loads, cache } = setup({ maxEntries: 5 });
    for (const [i, code] of codes.entries()) rows.set(code, target(i));
    // Reference: the keys from least to most recently used, and the loads an LRU of 5 makes.
    let lru: string[] = [];
    const expected: string[] = [];
    let x = 7;
    for (let step = 0; step < 3000; step++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      // Skewed towards the first codes, so hits and misses both happen often.
      const code = codes[Math.min(x % 16, (x >>> 8) % 12)]!;
      if (!lru.includes(code)) expected.push(code);
      lru = [...lru.filter((c) => c !== code), code].slice(-5);
      await cache.get(code);
    }
    expect(loads).toEqual(expected);
    expect(cache.size).toBe(5);
    expect(loads.length).toBeGreaterThan(300);
    expect(loads.length).toBeLessThan(2700);
  });
});
