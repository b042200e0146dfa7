import { describe, expect, it } from 'vitest';
import { estatePlans, isPdfLink } from '@/lib/media/plans';
import { PDF_PAGE_PREFIX, pdfPageLink, pdfPagePath, sitePhotoPath } from '@/lib/media/remote-photo';

const file = (link: string, comment: string | null = null, type = 'PLAN') => ({ type, link, comment });

describe('estatePlans', () => {
  it('shows image plans through the site photo route and PDF plans as the image of their first page, in the API order', () => {
    const odd = 'https://cdn.example.be/files/Plan%20gelijkvloers%20(v2).final.JPG?sig=a.pdf';
    expect(
      estatePlans([
        file('https://cdn.example.be/files/plan-1.pdf', '  Gelijkvloers  '),
        file(odd, ''),
        file('/demo-api/media/plan-12.png', 'Verdieping'),
      ]),
    ).toEqual([
      { kind: 'pdf', src: pdfPagePath('https://cdn.example.be/files/plan-1.pdf'), href: 'https://cdn.example.be/files/plan-1.pdf', title: 'Gelijkvloers' },
      { kind: 'image', src: sitePhotoPath(odd), title: null },
      { kind: 'image', src: '/demo-api/media/plan-12.png', title: 'Verdieping' },
    ]);
  });

  it('leaves out other files, plans of an unknown kind and links a page may not use', () => {
    expect(
      estatePlans([
        file('https://cdn.example.be/epc.pdf', 'EPC', 'EPC'),
        file('https://cdn.example.be/plan.dwg'),
        file('https://cdn.example.be/plan'),
        file('javascript:alert(1)//.png'),
        file('//evil.example/plan.png'),
      ]),
    ).toEqual([]);
  });
});

describe('the page image of a PDF plan', () => {
  const keyOf = (link: string) => pdfPagePath(link).slice(PDF_PAGE_PREFIX.length);

  it('names the PDF, on another host or on this site, in a key of URL-safe characters', () => {
    const remote = 'https://cdn.example.be/files/Plan gelijkvloers (v2).PDF?sig=a/b+c';
    expect(keyOf(remote)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(pdfPageLink(keyOf(remote))).toEqual(new URL(remote));
    expect(pdfPageLink(keyOf('/demo-api/media/doc-7-plan.pdf'))).toBe('/demo-api/media/doc-7-plan.pdf');
  });

  it('refuses keys that name no link a page may use', () => {
    for (const link of ['//elsewhere.example/plan.pdf', '/\\elsewhere.example/plan.pdf', 'javascript:alert(1)//.pdf', 'file:///etc/plan.pdf']) expect(pdfPageLink(keyOf(link))).toBeNull();
    expect(pdfPageLink('not a key!')).toBeNull();
  });

  it('draws only links whose file name ends in .pdf, whatever their query', () => {
    expect(isPdfLink('https://cdn.example.be/plan%201.PDF?v=2')).toBe(true);
    expect(isPdfLink('/demo-api/media/doc-7-plan.pdf')).toBe(true);
    expect(isPdfLink('https://cdn.example.be/plan.png?name=x.pdf')).toBe(false);
    expect(isPdfLink('https://cdn.example.be/remote-photos/pdf/aHR0cHM')).toBe(false);
  });
});
