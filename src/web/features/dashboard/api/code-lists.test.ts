import { describe, expect, it } from 'vitest';
import { dynamicCode, savedCode } from '../testing/fake-dashboard-api.js';
import { activeCards, codeKey, pausedCards } from './code-lists.js';

describe('activeCards', () => {
  it('merges saved and running dynamic codes, newest first, without paused ones', () => {
    const cards = activeCards(
      [
        savedCode(1, { createdAt: '2026-01-03T00:00:00Z' }),
        savedCode(2, { createdAt: '2026-01-01T00:00:00Z' }),
      ],
      [
        dynamicCode(1, { createdAt: '2026-01-02T00:00:00Z' }),
        dynamicCode(2, { createdAt: '2026-01-05T00:00:00Z', isPaused: true }),
      ],
    );
    expect(cards.map(codeKey)).toEqual(['saved-1', 'dynamic-1', 'saved-2']);
  });

  it('orders equal times dynamic first, then by id descending', () => {
    const at = '2026-01-01T00:00:00Z';
    const cards = activeCards(
      [savedCode(3, { createdAt: at }), savedCode(9, { createdAt: at })],
      [dynamicCode(4, { createdAt: at })],
    );
    expect(cards.map(codeKey)).toEqual(['dynamic-4', 'saved-9', 'saved-3']);
  });

  it('sorts the paused list the same way', () => {
    const cards = pausedCards([
      dynamicCode(1, { createdAt: '2026-01-01T00:00:00Z', isPaused: true }),
      dynamicCode(2, { createdAt: '2026-02-01T00:00:00Z', isPaused: true }),
    ]);
    expect(cards.map(codeKey)).toEqual(['dynamic-2', 'dynamic-1']);
  });
});
