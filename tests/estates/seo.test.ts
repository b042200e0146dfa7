import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/lib/seo/json-ld';

describe('structured data', () => {
  it('cannot be closed from inside by API text', () => {
    const out = serializeJsonLd({ name: 'Villa </script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(JSON.parse(out)).toEqual({ name: 'Villa </script><script>alert(1)</script>' });
  });
});
