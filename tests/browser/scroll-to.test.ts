// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateScrollTo, easeInOut, scrollTargetOf } from '@/lib/browser/scroll-to';

/** jsdom has no layout: the page's scroll position is whatever the test says it is. */
function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value });
}

function elementAt(top: number): Element {
  const element = document.createElement('div');
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 100, height: 50 }));
  return element;
}

/** jsdom has no matchMedia; this one answers `reduce` for the reduced-motion query only. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setScrollY(0);
});

describe('easeInOut', () => {
  it('starts at 0, ends at 1 and is halfway at half time', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5, 12);
  });

  it('is slow at both ends and fast in the middle', () => {
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    expect(easeInOut(0.25)).toBeCloseTo(1 - easeInOut(0.75), 12);
  });

  it('clamps progress outside [0, 1]', () => {
    expect(easeInOut(-0.5)).toBe(0);
    expect(easeInOut(-10)).toBe(0);
    expect(easeInOut(1.5)).toBe(1);
    expect(easeInOut(10)).toBe(1);
  });
});

describe('scrollTargetOf', () => {
  it('scrolls the element to offset pixels below the top of the window', () => {
    setScrollY(300);
    expect(scrollTargetOf(elementAt(500), 50)).toBe(750);
  });

  it('counts an element above the window from the current scroll position', () => {
    setScrollY(1000);
    expect(scrollTargetOf(elementAt(-400), 50)).toBe(550);
  });

  it('never scrolls above the top of the page', () => {
    setScrollY(0);
    expect(scrollTargetOf(elementAt(20), 50)).toBe(0);
    setScrollY(10);
    expect(scrollTargetOf(elementAt(-5), 50)).toBe(0);
  });
});

describe('animateScrollTo', () => {
  let scrollTo: ReturnType<typeof vi.fn<(x: number, y: number) => void>>;

  beforeEach(() => {
    scrollTo = vi.fn<(x: number, y: number) => void>();
    vi.stubGlobal('scrollTo', scrollTo);
  });

  const lastTop = () => scrollTo.mock.calls.at(-1)?.[1];

  it('scrolls at once for visitors who prefer reduced motion', async () => {
    prefersReducedMotion(true);
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    await animateScrollTo(1200, 800);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1200);
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('scrolls at once for a duration of 0', async () => {
    prefersReducedMotion(false);
    await animateScrollTo(1200, 0);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1200);
  });

  it('moves step by step and ends exactly at the target after the duration', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    setScrollY(100);
    let done = false;
    const finished = animateScrollTo(1337, 800).then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(400);
    expect(done).toBe(false);
    const halfway = lastTop();
    expect(halfway).toBeGreaterThan(100);
    expect(halfway).toBeLessThan(1337);

    await vi.advanceTimersByTimeAsync(450);
    await finished;
    expect(done).toBe(true);
    expect(lastTop()).toBe(1337);
    const tops = scrollTo.mock.calls.map(([, top]) => top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(Math.max(...tops)).toBe(1337);
  });

  it('scrolls up as well as down', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    setScrollY(2000);
    const finished = animateScrollTo(250, 800);
    await vi.advanceTimersByTimeAsync(850);
    await finished;
    expect(lastTop()).toBe(250);
    expect(Math.min(...scrollTo.mock.calls.map(([, top]) => top))).toBe(250);
  });

  it('stops where it is when the visitor turns the mouse wheel', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    setScrollY(0);
    const finished = animateScrollTo(1000, 800);

    await vi.advanceTimersByTimeAsync(300);
    const callsBefore = scrollTo.mock.calls.length;
    const stoppedAt = lastTop();
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(1000);

    window.dispatchEvent(new Event('wheel'));
    await vi.advanceTimersByTimeAsync(1000);
    await finished;
    expect(scrollTo.mock.calls.length).toBe(callsBefore);
    expect(lastTop()).toBe(stoppedAt);
  });

  it('stops where it is when the visitor touches the screen', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const finished = animateScrollTo(1000, 800);
    await vi.advanceTimersByTimeAsync(300);
    const callsBefore = scrollTo.mock.calls.length;
    window.dispatchEvent(new Event('touchstart'));
    await vi.advanceTimersByTimeAsync(1000);
    await finished;
    expect(scrollTo.mock.calls.length).toBe(callsBefore);
    expect(lastTop()).toBeLessThan(1000);
  });

  it('no longer listens to the wheel once it is done', async () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const finished = animateScrollTo(500, 800);
    await vi.advanceTimersByTimeAsync(850);
    await finished;
    expect(removeListener).toHaveBeenCalledWith('wheel', expect.any(Function));
    expect(removeListener).toHaveBeenCalledWith('touchstart', expect.any(Function));
  });
});
