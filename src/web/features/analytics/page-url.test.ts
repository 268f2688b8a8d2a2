import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_STATE,
  analyticsApiUrl,
  pageSearch,
  parsePageSearch,
  withFilter,
} from './page-url.js';

describe('the analytics page URL', () => {
  it('reads and writes period, comparison, filters and scope, keeping the workspace', () => {
    const search =
      '?workspace=4&folder=3&from=2025-03-01&to=2025-03-10&compare=previous&country=DE&country=&os=iOS';
    const state = parsePageSearch(search);
    expect(state).toEqual({
      range: { kind: 'custom', from: '2025-03-01', to: '2025-03-10' },
      compare: true,
      filters: [
        { dimension: 'country', values: ['DE', ''] },
        { dimension: 'os', values: ['iOS'] },
      ],
      folderId: 3,
      tag: null,
    });
    expect(pageSearch(state, search)).toBe(search);
  });

  it('ignores what it cannot read and leaves the default period out', () => {
    expect(
      parsePageSearch('?range=5y&from=2025-03-10&to=2025-03-01&folder=x&compare=yes&colour=red'),
    ).toEqual(DEFAULT_PAGE_STATE);
    expect(pageSearch({ ...DEFAULT_PAGE_STATE, range: { kind: '30d' } })).toBe('');
    expect(pageSearch({ ...DEFAULT_PAGE_STATE, range: { kind: '7d' } })).toBe('?range=7d');
  });

  it('adds a value once, keeps dimensions in order and drops an emptied one', () => {
    let state = withFilter(DEFAULT_PAGE_STATE, 'os', 'iOS');
    state = withFilter(state, 'country', 'DE');
    state = withFilter(state, 'country', 'DE');
    expect(state.filters).toEqual([
      { dimension: 'country', values: ['DE'] },
      { dimension: 'os', values: ['iOS'] },
    ]);
    expect(withFilter(state, 'country', 'DE', true).filters).toEqual([
      { dimension: 'os', values: ['iOS'] },
    ]);
  });

  it('asks the code or the workspace route with the resolved range', () => {
    const state = { ...parsePageSearch('?tag=promo&folder=3&device=mobile&compare=previous') };
    const selection = { kind: 'custom' as const, from: '2025-03-01', to: '2025-03-07' };
    expect(analyticsApiUrl({ kind: 'workspace' }, state, selection, 'Europe/Berlin')).toBe(
      '/api/analytics?from=2025-03-01&to=2025-03-07&tz=Europe%2FBerlin&folderId=3&tag=promo&compare=previous&device=mobile',
    );
    expect(analyticsApiUrl({ kind: 'code', codeId: 7 }, state, selection, 'UTC')).toBe(
      '/api/dynamic-qrcodes/7/analytics?from=2025-03-01&to=2025-03-07&tz=UTC&compare=previous&device=mobile',
    );
  });
});
