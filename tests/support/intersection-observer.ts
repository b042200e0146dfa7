import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Observed = { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined };

/**
 * An IntersectionObserver the test drives, installed as the global one: `scrollNear()` reports every
 * observed element as intersecting; `observed` holds what each observer was created with. Call in
 * beforeEach (vi.unstubAllGlobals or restoreAllMocks undo it).
 */
export function fakeIntersectionObserver() {
  const observed: Observed[] = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed.push({ callback, options });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const scrollNear = () =>
    act(() => {
      for (const { callback } of observed) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observed, scrollNear };
}
