import { describe, expect, it } from 'vitest';
import { mailLayout, textToMailHtml } from './mail-html.js';

describe('textToMailHtml', () => {
  it('makes paragraphs at blank lines and keeps line breaks', () => {
    expect(textToMailHtml('Hello Ann,\nwelcome.\n\nBye')).toBe(
      '<p>Hello Ann,<br>welcome.</p><p>Bye</p>',
    );
  });

  it('links http(s) addresses, leaving a closing full stop as text', () => {
    const html = textToMailHtml('Confirm here: https://qr.example/verify?token=a_b&x=1.');
    expect(html).toBe(
      '<p>Confirm here: <a href="https://qr.example/verify?token=a_b&amp;x=1" style="color:#1d4ed8">' +
        'https://qr.example/verify?token=a_b&amp;x=1</a>.</p>',
    );
  });

  it('escapes everything else, so text can never become markup', () => {
    const html = textToMailHtml('<script>alert(1)</script> "quoted" & javascript:alert(2)');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; javascript:alert(2)</p>',
    );
    expect(html).not.toContain('<a');
  });
});

describe('mailLayout', () => {
  it('puts the escaped brand name over the body, and the footer under a rule', () => {
    const html = mailLayout('Acme <Codes>', '<p>Body</p>', 'Why you get this');
    expect(html).toContain('>Acme &lt;Codes&gt;</p><p>Body</p><hr');
    expect(html).toContain('>Why you get this</p></div></body></html>');
    expect(mailLayout('Acme', '<p>Body</p>')).not.toContain('<hr');
  });
});
