import { describe, expect, it } from 'vitest';
import { isAppIdPath, routedPath } from './public-pages.js';

describe('isAppIdPath', () => {
  it('knows a code’s analytics page by a positive id, and nothing else', () => {
    expect(isAppIdPath(routedPath('/analytics/codes/42'))).toBe(true);
    expect(isAppIdPath(routedPath('/Analytics/Codes/42/'))).toBe(true);
    for (const path of [
      '/analytics/codes/0',
      '/analytics/codes/abc',
      '/analytics/codes/',
      '/analytics/codes/4/x',
      '/x/analytics/codes/4',
    ]) {
      expect(isAppIdPath(routedPath(path)), path).toBe(false);
    }
  });
});
