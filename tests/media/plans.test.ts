import { describe, expect, it } from 'vitest';
import { estatePlans } from '@/lib/media/plans';
import { sitePhotoPath } from '@/lib/media/remote-photo';

const file = (link: string, comment: string | null = null, type = 'PLAN') => ({ type, link, comment });

describe('estatePlans', () => {
  it('shows image plans through the site photo route and keeps PDF plans as documents, in the API order', () => {
    const odd = 'https://cdn.example.be/files/Plan%20gelijkvloers%20(v2).final.JPG?sig=a.pdf';
    expect(
      estatePlans([
        file('https://cdn.example.be/files/plan-1.pdf', '  Gelijkvloers  '),
        file(odd, ''),
        file('/demo-api/media/plan-12.png', 'Verdieping'),
      ]),
    ).toEqual([
      { kind: 'pdf', href: 'https://cdn.example.be/files/plan-1.pdf', title: 'Gelijkvloers' },
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
