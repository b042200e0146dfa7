import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout: every element of the calling test file gets this client size (Leaflet sizes its map
 * from its container's), restored after the file.
 */
export function stubClientSize(sizes: { clientWidth: number; clientHeight: number }): void {
  const originals = new Map<string, PropertyDescriptor | undefined>();
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes)) {
      originals.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    }
  });
  afterAll(() => {
    for (const [key, descriptor] of originals) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}

/** jsdom has `<dialog>` but not its modal behaviour: `showModal()` and `close()` for the calling test file. */
export function stubModalDialog(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
}
