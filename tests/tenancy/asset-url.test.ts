import { describe, expect, it } from 'vitest';
import { assetUrl } from '@/lib/tenancy/asset-url';

describe('assetUrl', () => {
  it('turns a name#hash reference into a versioned site-relative URL', () => {
    expect(assetUrl('logo.png#abc123', 3)).toBe('/site-assets/logo.png?hash=abc123&v=3');
  });

  it('refuses missing or malformed references', () => {
    expect(assetUrl(null, 1)).toBeNull();
    expect(assetUrl('logo.png', 1)).toBeNull();
    expect(assetUrl('../x#abc', 1)).toBeNull();
  });
});
