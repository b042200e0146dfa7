'use client';

import { lazy, memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import './hydrate-on-demand.css';

/** How far below (or above) the viewport a deferred leaf starts loading its script. */
const NEAR_VIEWPORT_MARGIN = '300px';

/** What the visitor does to a leaf that makes it load at once, before it has come near the viewport. */
const INTERACTIONS = ['focusin', 'pointerdown', 'pointerover'] as const;

const never = new Promise<never>(() => {});

export type OnDemand<P> = ComponentType<P> & {
  /** Starts loading the leaf's script now (a button that is about to show it). */
  load: () => void;
};

/** Runs once the deferred leaf has hydrated (or mounted): it sits in the same Suspense boundary. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A client leaf that renders into the server HTML like any other, but whose JavaScript loads and hydrates
 * only when it comes near the viewport or the visitor starts on it (focus, pointer), or when `load()` is
 * called (issue 16: the forms were most of a detail page's first-load JavaScript).
 *
 * Until then React leaves the server's HTML in place (a dehydrated Suspense boundary): labels, errors and
 * everything the visitor typed stay as they are, and nothing moves when it hydrates. A form submitted before
 * then waits for its script and is sent through it; if the script cannot load, it is posted as without
 * JavaScript. The wrapper (a `div` with `display: contents`, `className` added) has no state of its own: a dehydrated boundary that receives new props is thrown
 * away and rendered on the client, which would empty the form.
 */
export function hydrateOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, className?: string): OnDemand<P> {
  let open: () => void = () => {};
  const onServer = typeof window === 'undefined';
  // On the server the gate is open: the leaf renders into the HTML.
  const gate = onServer ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  const loaded = gate.then(load);
  // The server renders the component itself, never a pending lazy one: a boundary still pending when the
  // HTML is sent would put the leaf at the end of the page, hidden until a script moves it (and without
  // JavaScript, for good). Once loaded it renders synchronously; the first render waits for it in the shell.
  let serverComponent: ComponentType<P> | null = null;
  const loadedOnServer = loaded.then(
    (component) => (serverComponent = component),
    () => null,
  );
  // A chunk that fails to load leaves the server's HTML (a form that posts without JavaScript), not an error page.
  const Leaf = lazy(() => loaded.then((component) => ({ default: component }), () => never)) as unknown as ComponentType<P>;

  /** The leaf on the server: its component, loaded before the wrapper rendered it. */
  function ServerLeaf(props: P) {
    const Component = serverComponent;
    return Component ? <Component {...props} /> : null;
  }

  function OnDemandLeaf(props: P) {
    // Outside the Suspense boundary: the first render waits for the module in the page's shell.
    if (onServer && !serverComponent) use(loadedOnServer);
    const wrapper = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const pendingSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);

    function onHydrated() {
      hydrated.current = true;
      const pending = pendingSubmit.current;
      pendingSubmit.current = null;
      if (pending?.form.isConnected) pending.form.requestSubmit(pending.submitter);
    }

    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      // Mounted in the browser (a client navigation) rather than hydrated: there is no server HTML to show.
      if (element.childElementCount === 0) open();
      // On the window, in the capture phase: React stops a focus or hover inside a boundary it has not
      // hydrated yet from going further (it replays it after hydration), so the wrapper would never see it.
      const start = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      const onSubmit = (event: SubmitEvent) => {
        if (hydrated.current || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        pendingSubmit.current = { form: event.target, submitter: event.submitter };
        open();
        // The script will not come: the browser posts the form as it would without JavaScript.
        loaded.catch(() => {
          const pending = pendingSubmit.current;
          pendingSubmit.current = null;
          pending?.form.submit();
        });
      };
      for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
      element.addEventListener('submit', onSubmit, true);
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` });
      // The wrapper draws no box (display: contents): its children are what comes into view.
      if (observer) for (const child of element.children) observer.observe(child);
      else open();
      return () => {
        observer?.disconnect();
        for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
        element.removeEventListener('submit', onSubmit, true);
      };
    }, []);

    return (
      <div ref={wrapper} className={className ? `on-demand ${className}` : 'on-demand'}>
        <Suspense fallback={null}>
          {onServer ? <ServerLeaf {...props} /> : <Leaf {...props} />}
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }

  // Memoised: a parent that renders again (a dialog opening) must not update the boundary before it hydrates.
  return Object.assign(memo(OnDemandLeaf), { load: () => open() }) as unknown as OnDemand<P>;
}
