import { describe, expect, it } from 'vitest';
import { accentOf, themeOf } from './render.js';

// The colours of a hosted page: the code's own colour (the owner's brand) for buttons when white
// text on it is readable, else the host's brand; the host's brand is the white-label client's
// primary colour when it reads on the page's #f1f5f9, else our blue.
describe('hosted page colours', () => {
  it("takes the client's primary colour only when it is readable on the page", () => {
    expect(themeOf('#7A1F00')).toBe('#7a1f00');
    expect(themeOf('#3B82F6')).toBe('#1d4ed8'); // 3.3:1 on #f1f5f9: too light for text
    expect(themeOf('#FFEE00')).toBe('#1d4ed8');
    expect(themeOf(null)).toBe('#1d4ed8');
    expect(themeOf('red')).toBe('#1d4ed8');
  });

  it("keeps the code's colour for buttons, falling back to the host's brand", () => {
    expect(accentOf({ fgColor: '#112233' }, '#7a1f00')).toBe('#112233');
    expect(accentOf({ fgColor: '#FAFAFA' }, '#7a1f00')).toBe('#7a1f00');
    expect(accentOf({}, '#7a1f00')).toBe('#7a1f00');
    expect(accentOf({ fgColor: '#FAFAFA' })).toBe('#1d4ed8');
  });
});
