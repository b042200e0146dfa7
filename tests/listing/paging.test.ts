import { describe, expect, it } from 'vitest';
import { pageHref, pageOffset, parseListPage } from '@/lib/listing/paging';

describe('parseListPage', () => {
  it('reads the 1-based page of a list URL', () => {
    expect(parseListPage({ page: '3' }, 15)).toBe(3);
    expect(parseListPage(new URLSearchParams('status=SOLD&page=2'), 15)).toBe(2);
  });

  it('takes a missing, invalid or unreachable page as the first, never an error', () => {
    for (const page of [undefined, '', '0', '-2', 'abc', '1.5', '2e3', '99999']) {
      expect(parseListPage(page === undefined ? {} : { page }, 15)).toBe(1);
    }
  });
});

describe('pageOffset', () => {
  it('gives the offset of the page’s first result', () => {
    expect(pageOffset(1, 15)).toBe(0);
    expect(pageOffset(3, 15)).toBe(30);
  });
});

describe('pageHref', () => {
  it('links to another page of the same search, the first page without a page key', () => {
    expect(pageHref('/nl/aanbod', 'status=SOLD&type=1', 2)).toBe('/nl/aanbod?status=SOLD&type=1&page=2');
    expect(pageHref('/nl/aanbod', '', 2)).toBe('/nl/aanbod?page=2');
    expect(pageHref('/nl/aanbod', 'status=SOLD', 1)).toBe('/nl/aanbod?status=SOLD');
    expect(pageHref('/nl/aanbod', '', 1)).toBe('/nl/aanbod');
  });

  it('replaces a page key the query already holds', () => {
    expect(pageHref('/fr/vacances', 'page=4&guests=2', 5)).toBe('/fr/vacances?guests=2&page=5');
  });
});
