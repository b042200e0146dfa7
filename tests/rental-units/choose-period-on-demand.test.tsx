// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packPeriods } from '@/lib/rental-units/availability';
import { rentalPeriodsSchema } from '@/lib/site-api/schemas/rental-units';
import nl from '@/messages/nl.json';
import { freshModules } from '../support/on-demand';

const periods = packPeriods(
  rentalPeriodsSchema.parse([
    { id: 11, type: 'WEEK', start: '2026-07-11', end: '2026-07-18', price: 850, status: 'FREE' },
    { id: 12, type: 'WEEKEND', start: '2026-07-17', end: '2026-07-20', price: 400, status: 'FREE' },
  ]),
);

/** The module the page loads on demand, as the browser fetches its chunk. */
const CHUNK = '@/components/rental-units/rental-availability';

/** A fresh copy of the deferred calendar and form; with `server`, as the server evaluates it. */
const load = (phase: { server: boolean }) => freshModules(() => import('@/components/rental-units/rental-availability-on-demand'), phase);
type Modules = Awaited<ReturnType<typeof load>>;

function page({ RentalAvailabilityOnDemand, NextIntlClientProvider }: Modules) {
  return (
    <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={{ Availability: nl.Availability, Reservation: nl.Reservation, Form: nl.Form }}>
      <RentalAvailabilityOnDemand rentalUnitId={7} maxOccupation={4} periods={periods} today="2026-07-06" />
    </NextIntlClientProvider>
  );
}

/** Never in view: only the visitor's own press starts loading the calendar's script. */
class OutOfViewObserver {
  observe() {}
  disconnect() {}
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.unstubAllGlobals();
});

/** The server's HTML, hydrated; the calendar's chunk arrives when `arrive` is called. */
async function openPage(): Promise<{ arrive: () => Promise<void> }> {
  vi.doUnmock(CHUNK);
  const { renderToReadableStream } = await import('react-dom/server');
  const html = await new Response(await renderToReadableStream(page(await load({ server: true })))).text();
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  let arrive = () => {};
  const chunkArrives = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock(CHUNK, async (importOriginal) => {
    await chunkArrives;
    return importOriginal();
  });
  vi.stubGlobal('IntersectionObserver', OutOfViewObserver);
  const modules = await load({ server: false });
  await act(async () => {
    root = hydrateRoot(container!, page(modules));
  });
  return {
    arrive: () =>
      act(async () => {
        arrive();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }),
  };
}

const chooseButtons = () => screen.getAllByRole('button', { name: nl.Availability.choose });
const periodSelect = () => screen.getByRole('combobox', { name: nl.Reservation.period });

describe('choosing a period on a holiday rental page whose calendar script has not come yet', () => {
  it('chooses the period with a single click made before the script came', async () => {
    const { arrive } = await openPage();
    const user = userEvent.setup();
    await user.click(chooseButtons()[0]!);
    await arrive();

    await waitFor(() => expect(periodSelect()).toHaveValue('11'), { timeout: 5000 });
    expect(chooseButtons()[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('chooses the period with a single click when the script comes while the button is held down', async () => {
    const { arrive } = await openPage();
    const user = userEvent.setup();
    const button = chooseButtons()[1]!;
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await arrive();
    await user.pointer({ keys: '[/MouseLeft]', target: button });

    await waitFor(() => expect(periodSelect()).toHaveValue('12'));
    expect(chooseButtons()[1]).toHaveAttribute('aria-pressed', 'true');
  });
});
