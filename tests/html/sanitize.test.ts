import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/html/sanitize';

describe('rich text from the site API', () => {
  it('drops scripts, event handlers and javascript: or data: links', () => {
    const html = sanitizeRichText(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.jpg" onerror="steal()"><a href="javascript:steal()">x</a><a href="data:text/html,<b>">y</a><iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:|iframe/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('keeps formatting and safe links, and makes new-tab links unable to reach back', () => {
    const html = sanitizeRichText('<p><strong>Tuin</strong> <a href="https://example.be" target="_blank">plan</a></p><ul><li>a</li></ul>');
    expect(html).toContain('<strong>Tuin</strong>');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<ul><li>a</li></ul>');
  });

  it('lazy-loads images and refuses protocol-relative sources', () => {
    expect(sanitizeRichText('<img src="/a.jpg" alt="a">')).toContain('loading="lazy"');
    expect(sanitizeRichText('<img src="//evil.example/a.jpg">')).not.toContain('evil.example');
  });
});
