// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import { freshModules } from '../support/on-demand';

const t = nl.ContactForm;

/** A fresh copy of the deferred form; on the server (no `window`) the form renders into the HTML at once. */
const load = (phase: { server: boolean }) => freshModules(() => import('@/components/forms/contact-form-on-demand'), phase);
type Modules = Awaited<ReturnType<typeof load>>;

function page({ ContactFormOnDemand, NextIntlClientProvider }: Modules) {
  return (
    <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={{ Form: nl.Form, ContactForm: nl.ContactForm }}>
      {/* A page's worth of HTML before the form: React streams a large boundary found this late to the end. */}
      <p>{'Een ruime woning. '.repeat(1000)}</p>
      <ContactFormOnDemand estateId={5} />
    </NextIntlClientProvider>
  );
}

/** The page's HTML as the server streams it, on the server's first render (the form's module not yet loaded). */
async function serverHtml(): Promise<string> {
  const modules = await load({ server: true });
  const { renderToReadableStream } = await import('react-dom/server');
  return new Response(await renderToReadableStream(page(modules))).text();
}

/** What the IntersectionObserver of the page was given, and a way to scroll it into view. */
const observed: { elements: Element[]; callbacks: IntersectionObserverCallback[] } = { elements: [], callbacks: [] };
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    observed.callbacks.push(callback);
  }
  observe(element: Element) {
    observed.elements.push(element);
  }
  disconnect() {}
}
function scrollIntoView() {
  for (const callback of observed.callbacks) {
    callback(observed.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
  }
}

// React marks the DOM nodes it owns; the server's form left alone has no such mark.
const hydrated = () => Object.keys(container.querySelector('form')!).some((key) => key.startsWith('__reactFiber$'));

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
let root: Root | null = null;
let container: HTMLDivElement;

beforeEach(() => {
  observed.elements = [];
  observed.callbacks = [];
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(Response.json({ ok: true }));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.unstubAllGlobals();
});

/** The server HTML in the document, then the page's script starting (the form's own chunk not yet loaded). */
async function openPage(html: string) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const form = container.querySelector('form')!;
  return {
    form,
    /** The visitor types into the server's HTML, then React hydrates the page. */
    async hydrate() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      vi.stubGlobal('fetch', fetchMock);
      const modules = await load({ server: false });
      await act(async () => {
        root = hydrateRoot(container, page(modules));
      });
    },
  };
}

const field = {
  firstname: () => screen.getByRole('textbox', { name: t.firstname }),
  lastname: () => screen.getByRole('textbox', { name: t.lastname }),
  email: () => screen.getByRole('textbox', { name: t.email }),
  privacy: () => screen.getByRole('checkbox', { name: new RegExp(`^${t.privacy.split('<link>')[0]}`) }),
};

/** Typing straight into the DOM, as a visitor does before any script: no React event. */
function typeBeforeScript() {
  (field.firstname() as HTMLInputElement).value = 'An';
  (field.lastname() as HTMLInputElement).value = 'Peeters';
  (field.email() as HTMLInputElement).value = 'an.peeters@example.be';
  (field.privacy() as HTMLInputElement).checked = true;
}

describe('the question form, loaded on demand', () => {
  it('is complete in the server HTML, in place (not streamed after the page for a script to move), with its labels and post action', async () => {
    const html = await serverHtml();
    expect(html).toMatch(/<form [^>]*action="\/nl\/contact-form-handler" method="post">/);
    expect(html).not.toMatch(/<template|hidden=""/);
    await openPage(html);
    expect(field.firstname()).toBeInTheDocument();
    expect(field.privacy()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.submit })).toBeInTheDocument();
  });

  it('takes the form over only once it comes near the viewport', async () => {
    const { hydrate } = await openPage(await serverHtml());
    await hydrate();
    expect(observed.elements.length).toBeGreaterThan(0);
    // The page's own script ran, the form's did not.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(hydrated()).toBe(false);
    await act(async () => scrollIntoView());
    await waitFor(() => expect(hydrated()).toBe(true));
  });

  it('keeps everything the visitor typed before its script came, and the focus, and sends it', async () => {
    const { hydrate } = await openPage(await serverHtml());
    typeBeforeScript();
    await hydrate();
    field.firstname().focus();
    await waitFor(() => expect(hydrated()).toBe(true));
    expect(field.firstname()).toHaveFocus();
    expect(field.firstname()).toHaveValue('An');
    expect(field.email()).toHaveValue('an.peeters@example.be');
    expect(field.privacy()).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.success)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/nl/contact-form-handler');
    expect(JSON.parse(String(init?.body))).toMatchObject({ firstname: 'An', lastname: 'Peeters', email: 'an.peeters@example.be', privacy: true, estateId: 5 });
  });

  it('sends a form submitted before its script came once, through the script, when the script has come', async () => {
    const { form, hydrate } = await openPage(await serverHtml());
    typeBeforeScript();
    await hydrate();
    // Enter in a field before anything woke the form: the browser's own post is held back.
    const posted = fireEvent.submit(form);
    expect(posted).toBe(false);
    expect(await screen.findByText(t.success)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ firstname: 'An', email: 'an.peeters@example.be' });
  });
});
