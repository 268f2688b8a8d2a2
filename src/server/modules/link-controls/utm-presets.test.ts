import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_CONTROL_MESSAGES, MAX_UTM_PRESETS } from '../../../contracts/link-controls.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe.each(testDatabases('engine-independent'))('UTM presets API (%s)', (kind) => {
  const { app } = useTestApp(kind);
  let ann = apiAs(app, '');
  let bob = apiAs(app, '');
  const anonymous = apiAs(app, '');

  beforeAll(async () => {
    ann = apiAs(app, await signUp(app()));
    bob = apiAs(app, await signUp(app()));
  });

  it('saves, lists by name and deletes a user’s own presets', async () => {
    const spring = await ann.post('/api/utm-presets', {
      name: '  Spring flyer ',
      params: { utm_source: 'qr', utm_medium: 'print', utm_campaign: 'spring', utm_term: '' },
    });
    expect(spring.statusCode).toBe(201);
    // Names are trimmed; empty values are not stored.
    expect(spring.json()).toEqual({
      id: expect.any(Number),
      name: 'Spring flyer',
      params: { utm_source: 'qr', utm_medium: 'print', utm_campaign: 'spring' },
    });
    const autumn = await ann.post('/api/utm-presets', {
      name: 'Autumn poster',
      params: { utm_source: 'poster' },
    });
    expect(autumn.statusCode).toBe(201);

    const listed = await ann.get('/api/utm-presets');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().map((p: { name: string }) => p.name)).toEqual([
      'Autumn poster',
      'Spring flyer',
    ]);

    expect((await ann.delete(`/api/utm-presets/${autumn.json().id}`)).statusCode).toBe(204);
    expect((await ann.get('/api/utm-presets')).json()).toEqual([spring.json()]);
    // Deleting again: gone.
    expect((await ann.delete(`/api/utm-presets/${autumn.json().id}`)).statusCode).toBe(404);
  });

  it('refuses a second preset with the same name for one user, not for another', async () => {
    const first = await ann.post('/api/utm-presets', { name: 'Menu', params: { utm_source: 'a' } });
    expect(first.statusCode).toBe(201);
    const again = await ann.post('/api/utm-presets', { name: 'Menu', params: { utm_source: 'b' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ name: LINK_CONTROL_MESSAGES.presetNameTaken });
    const bobs = await bob.post('/api/utm-presets', { name: 'Menu', params: { utm_source: 'c' } });
    expect(bobs.statusCode).toBe(201);
    // Two saves racing on one new name: one preset, one refusal.
    const racing = await Promise.all(
      [1, 2].map(() => ann.post('/api/utm-presets', { name: 'Race', params: { utm_source: 'x' } })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps every user to their own presets', async () => {
    const bobs = await bob.post('/api/utm-presets', {
      name: 'Private',
      params: { utm_campaign: 'secret' },
    });
    expect(bobs.statusCode).toBe(201);
    const id = bobs.json().id as number;
    expect(
      (await ann.get('/api/utm-presets')).json().map((p: { id: number }) => p.id),
    ).not.toContain(id);
    const refused = await ann.delete(`/api/utm-presets/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(LINK_CONTROL_MESSAGES.presetNotFound);
    expect((await bob.get('/api/utm-presets')).json()).toContainEqual(bobs.json());

    expect((await anonymous.get('/api/utm-presets')).statusCode).toBe(401);
    expect(
      (await anonymous.post('/api/utm-presets', { name: 'x', params: { utm_source: 'y' } }))
        .statusCode,
    ).toBe(401);
    expect((await anonymous.delete(`/api/utm-presets/${id}`)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await bob.delete(`/api/utm-presets/${bad}`)).statusCode).toBe(404);
    }
  });

  it('validates names and values with the contract’s messages', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ name: ' ', params: { utm_source: 'qr' } }, { name: LINK_CONTROL_MESSAGES.presetName }],
      [
        { name: 'x'.repeat(81), params: { utm_source: 'qr' } },
        { name: LINK_CONTROL_MESSAGES.presetName },
      ],
      [
        { name: 'Empty', params: { utm_source: ' ' } },
        { params: LINK_CONTROL_MESSAGES.presetEmpty },
      ],
      [
        { name: 'Long', params: { utm_content: 'y'.repeat(201) } },
        { 'params.utm_content': LINK_CONTROL_MESSAGES.utmValue },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await ann.post('/api/utm-presets', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    // Unknown keys are refused (strict), so nothing but UTM values is ever stored.
    const extra = await ann.post('/api/utm-presets', {
      name: 'Extra',
      params: { utm_source: 'qr', gclid: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it(`stops at ${MAX_UTM_PRESETS} presets per user`, async () => {
    const carol = apiAs(app, await signUp(app()));
    for (let i = 0; i < MAX_UTM_PRESETS; i += 1) {
      const res = await carol.post('/api/utm-presets', {
        name: `Preset ${i}`,
        params: { utm_source: 'qr' },
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await carol.post('/api/utm-presets', {
      name: 'One more',
      params: { utm_source: 'qr' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().fields).toEqual({ name: LINK_CONTROL_MESSAGES.presetLimit });
  });
});
