// The signed-out visitor's language on the app's screens: the public page last read, else the
// browser's first language among the five, else English; a choice reaches useVisitorLocale.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReadingLocale, useVisitorLocale, visitorLocale } from './visitor-locale.js';

afterEach(() => {
  vi.unstubAllGlobals();
  rememberReadingLocale('en');
});

describe('the visitor’s language', () => {
  it('is the language of the public page last read, kept in this browser', () => {
    rememberReadingLocale('fr');
    expect(visitorLocale()).toBe('fr');
    expect(localStorage.getItem('qrshark.readingLocale')).toBe('fr');
    rememberReadingLocale('pt');
    expect(visitorLocale()).toBe('pt');
  });

  it('follows the browser’s languages when nothing was read yet, in its order', async () => {
    // A fresh module: no choice made in this page yet.
    vi.resetModules();
    localStorage.removeItem('qrshark.readingLocale');
    vi.stubGlobal('navigator', { languages: ['ja-JP', 'de-AT', 'es'], language: 'ja-JP' });
    const fresh = await import('./visitor-locale.js');
    expect(fresh.visitorLocale()).toBe('de');
    vi.stubGlobal('navigator', { languages: ['ja', 'zh-CN'], language: 'ja' });
    expect(fresh.visitorLocale()).toBe('en');
  });

  it('switches a screen in place when the visitor chooses', () => {
    rememberReadingLocale('es');
    const { result } = renderHook(() => useVisitorLocale());
    expect(result.current).toBe('es');
    act(() => rememberReadingLocale('de'));
    expect(result.current).toBe('de');
  });
});
