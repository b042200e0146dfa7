'use client';

import { use, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { FormRetry, KeptValues, NoScriptForm } from '@/lib/forms/no-script';
import './forms.css';

/** How far below (or above) the viewport a deferred form starts loading its script. */
const NEAR_VIEWPORT_MARGIN = '300px';

/** What the visitor does to a form that makes it load at once, before it has come near the viewport. */
const INTERACTIONS = ['focusin', 'pointerdown', 'pointerover'] as const;
const RELEASES = ['pointerup', 'pointercancel'] as const;

/** A kept form with this "error" shows as idle (lib/forms/no-script: the page itself says what JavaScript is for). */
const IDLE_RETRY = 'needsJavaScript' satisfies FormRetry['error'];

export type OnDemand<P> = ComponentType<P> & {
  /** Starts loading the form's script now (a button that is about to show it). */
  load: () => void;
};

type Loaded<P> = { Component: ComponentType<P>; kept: FormRetry | null };

/** What the visitor has typed and ticked in the server's form, as the browser would post it. */
function keptValues(form: HTMLFormElement): KeptValues {
  const values: KeptValues = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const known = values[name];
    values[name] = known === undefined ? value : [...(typeof known === 'string' ? [known] : known), value];
  }
  return values;
}

/**
 * A visitor form whose script (Zod, react-hook-form: most of a detail page's first-load JavaScript)
 * loads only when the form comes near the viewport or the visitor starts on it (focus, pointer), or when
 * `load()` is called. The server renders the whole form in place, and it works without any script.
 *
 * Until the script has come React leaves the server's form alone (an element whose inner HTML it does not
 * own); then it renders the form in its place in one commit, with what the visitor had typed and ticked
 * (through the forms' own `retry`, as after a post without JavaScript) and the focus where it was: same
 * markup, so nothing moves. A submit before then waits for the script; if the script cannot load, the form
 * posts as without JavaScript.
 *
 * Not a Suspense boundary around a lazy component: React 19 streams a boundary of more than 500 bytes after
 * the first 12.8 kB of a page to its end, hidden until a script moves it, and for good without JavaScript.
 */
export function formOnDemand<P extends { retry?: FormRetry | null }>(form: NoScriptForm, load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let open: () => void = () => {};
  const onServer = typeof window === 'undefined';
  // On the server the gate is open: the form renders into the HTML.
  const gate = onServer ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  let component: ComponentType<P> | null = null;
  const loaded = gate.then(load).then((loadedComponent) => (component = loadedComponent));
  // The server renders the component itself; the first render waits for its module in the page's shell.
  const loadedOnServer = loaded.catch(() => null);

  function OnDemandForm(props: P) {
    if (onServer && !component) use(loadedOnServer);
    const wrapper = useRef<HTMLDivElement>(null);
    // Mounted in the browser with the module already there (a client navigation): rendered at once.
    const [state, setState] = useState<Loaded<P> | null>(() => (component ? { Component: component, kept: null } : null));
    const submitWhenReady = useRef(false);
    // A button of the server's HTML the visitor clicked (the calendar's "Choose this period"), by its place
    // among the wrapper's buttons: the rendered form has the same markup, so the same button is there.
    const clickWhenReady = useRef<number | null>(null);
    // By name (and value, in a group of boxes): a form rendered in the browser has ids of its own.
    const focused = useRef<{ selector: string; start: number | null; end: number | null } | null>(null);

    useEffect(() => {
      const element = wrapper.current;
      if (!element || onServer) return;
      let active = true;
      // No server HTML to show (a client navigation): load now.
      if (element.childElementCount === 0) open();
      // On the window, in the capture phase: nothing inside can stop the event before it is seen.
      const start = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      // A click on a server button would do nothing: it is held, and given to the rendered button.
      const onClick = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="button"]') : null;
        if (!button || !element.contains(button) || !active) return;
        clickWhenReady.current = [...element.querySelectorAll('button')].indexOf(button);
        open();
      };
      // While a pointer is down the swap waits: a press on the server's button and a release on its
      // replacement make no click at all.
      let pressed = false;
      let swapWhenReleased: (() => void) | null = null;
      const press = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) pressed = true;
      };
      const release = () => {
        pressed = false;
        const swap = swapWhenReleased;
        swapWhenReleased = null;
        // In a later task: the click that follows the release lands on the server's button first, and is held.
        if (swap) window.setTimeout(swap);
      };
      const onSubmit = (event: Event) => {
        if (!(event.target instanceof HTMLFormElement) || !active) return;
        event.preventDefault();
        submitWhenReady.current = true;
        open();
      };
      for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
      window.addEventListener('pointerdown', press, { capture: true, passive: true });
      for (const type of RELEASES) window.addEventListener(type, release, { capture: true, passive: true });
      element.addEventListener('submit', onSubmit, true);
      element.addEventListener('click', onClick, true);
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` });
      // The wrapper draws no box (display: contents): its children are what comes into view.
      if (observer) for (const child of element.children) observer.observe(child);
      else open();
      const stopWatching = () => {
        active = false;
        observer?.disconnect();
        for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
        window.removeEventListener('pointerdown', press, { capture: true });
        for (const type of RELEASES) window.removeEventListener(type, release, { capture: true });
        element.removeEventListener('submit', onSubmit, true);
        element.removeEventListener('click', onClick, true);
      };
      const swapIn = (Component: ComponentType<P>) => {
        if (!active) return;
        stopWatching();
        const server = element.querySelector('form');
        const typing = document.activeElement;
        if (typing instanceof HTMLInputElement || typing instanceof HTMLTextAreaElement || typing instanceof HTMLSelectElement) {
          if (element.contains(typing) && typing.name) {
            const box = typing instanceof HTMLInputElement && (typing.type === 'checkbox' || typing.type === 'radio');
            const selector = `[name="${CSS.escape(typing.name)}"]${box ? `[value="${CSS.escape(typing.value)}"]` : ''}`;
            const text = typing instanceof HTMLSelectElement || box ? null : typing;
            focused.current = { selector, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
          }
        }
        // Read and replaced in one task: no keystroke can land in the server's form in between.
        flushSync(() => setState({ Component, kept: server ? { form, values: keptValues(server), fields: {}, error: IDLE_RETRY } : null }));
      };
      loaded.then(
        (Component) => {
          if (pressed) swapWhenReleased = () => swapIn(Component);
          else swapIn(Component);
        },
        () => {
          if (!active) return;
          stopWatching();
          // The script will not come: a form sent meanwhile is posted as without JavaScript.
          if (submitWhenReady.current) element.querySelector('form')?.submit();
        },
      );
      return stopWatching;
    }, []);

    // In the same commit as the swap: the focus and the caret go back where they were, then a held click or submit.
    useLayoutEffect(() => {
      const element = wrapper.current;
      if (!state || !element) return;
      const was = focused.current;
      focused.current = null;
      if (was) {
        const field = element.querySelector(was.selector);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
          field.focus({ preventScroll: true });
          if (!(field instanceof HTMLSelectElement) && was.start !== null) {
            try {
              field.setSelectionRange(was.start, was.end);
            } catch {
              // Fields without a caret (email, number) refuse it.
            }
          }
        }
      }
      const held = clickWhenReady.current;
      clickWhenReady.current = null;
      if (held !== null) element.querySelectorAll('button')[held]?.click();
      if (submitWhenReady.current) {
        submitWhenReady.current = false;
        element.querySelector('form')?.requestSubmit();
      }
    }, [state]);

    if (onServer && component) {
      const Server = component;
      return (
        <div className="form-on-demand">
          <Server {...props} />
        </div>
      );
    }
    if (!state)
      // The server's form stays as it is: React does not own an element's inner HTML it set itself.
      return <div ref={wrapper} className="form-on-demand" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    const { Component, kept } = state;
    return (
      <div ref={wrapper} className="form-on-demand">
        <Component {...props} retry={props.retry ?? kept} />
      </div>
    );
  }

  return Object.assign(OnDemandForm, { load: () => open() });
}
