// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Documents } from '@/components/estate-detail/documents';
import { Videos } from '@/components/estate-detail/videos';
import { VirtualVisit } from '@/components/estate-detail/virtual-visit';
import { embeddableVisitUrl, safeHref, videoProvider } from '@/lib/media/links';
import nl from '@/messages/nl.json';
import { stubModalDialog } from '../support/jsdom-layout';
import { renderWithProviders } from '../support/render';

stubModalDialog();

afterEach(cleanup);

const TOUR = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

describe('media links', () => {
  it('embeds only an https link of type 2', () => {
    expect(embeddableVisitUrl([])).toBeNull();
    expect(embeddableVisitUrl([{ type: { id: 1 }, link: TOUR }])).toBeNull();
    expect(embeddableVisitUrl([{ type: { id: 2 }, link: 'http://tour.example/1' }])).toBeNull();
    expect(embeddableVisitUrl([{ type: { id: 2 }, link: 'javascript:alert(1)' }])).toBeNull();
    expect(
      embeddableVisitUrl([
        { type: { id: 2 }, link: 'not a url' },
        { type: { id: 2 }, link: TOUR },
      ]),
    ).toBe(TOUR);
  });

  it('keeps only http(s) and same-site links as hrefs', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('/media/doc.pdf')).toBe('/media/doc.pdf');
    expect(safeHref(' https://cdn.example/doc.pdf ')).toBe('https://cdn.example/doc.pdf');
  });

  it('names the video hosts', () => {
    expect(videoProvider('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe('YouTube');
    expect(videoProvider('https://youtu.be/aqz-KE-bpKQ')).toBe('YouTube');
    expect(videoProvider('https://vimeo.com/76979871')).toBe('Vimeo');
    expect(videoProvider('https://www.video.example/1')).toBe('video.example');
  });
});

describe('VirtualVisit', () => {
  it('shows nothing without an http(s) visit link', () => {
    const { container } = renderWithProviders(
      <VirtualVisit
        title="Villa"
        virtualVisits={[
          { type: { id: 1 }, link: 'javascript:alert(1)' },
          { type: { id: 2 }, link: 'not a url' },
        ]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('links visits of another type (and a type-2 link that cannot be framed) in a new tab, without the tour button', () => {
    renderWithProviders(
      <VirtualVisit
        title="Villa"
        virtualVisits={[
          { type: { id: 1 }, link: TOUR },
          { type: { id: 2 }, link: 'http://tour.example/1' },
        ]}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([TOUR, 'http://tour.example/1']);
    expect(links[0]).toHaveAccessibleName(`${nl.Media.virtualTourNumbered.replace('{index}', '1')} ${nl.Media.newTab}`);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('opens the tour in a framed dialog only when asked, and closes it', () => {
    renderWithProviders(<VirtualVisit title="Villa" virtualVisits={[{ type: { id: 2 }, link: TOUR }]} />);
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: nl.Media.virtualTour }));
    const dialog = screen.getByRole('dialog', { name: 'Virtueel bezoek aan Villa' });
    const frame = within(dialog).getByTitle('Virtueel bezoek aan Villa');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', TOUR);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(within(dialog).getByRole('link', { name: nl.Media.openInNewTab })).toHaveAttribute('href', TOUR);

    fireEvent.click(within(dialog).getByRole('button', { name: nl.Media.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('closes on Escape (the browser closes the dialog and fires close)', () => {
    renderWithProviders(<VirtualVisit title="Villa" virtualVisits={[{ type: { id: 2 }, link: TOUR }]} />);
    fireEvent.click(screen.getByRole('button', { name: nl.Media.virtualTour }));
    const dialog = screen.getByRole('dialog');
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('Videos', () => {
  it('lists video links that open in a new tab, without embedding anything', () => {
    renderWithProviders(
      <Videos
        title="Villa"
        videos={[
          { link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
          { link: 'javascript:alert(1)' },
          { link: 'https://vimeo.com/76979871' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Video 1: bekijken op YouTube (opent in een nieuw tabblad)',
      'Video 2: bekijken op Vimeo (opent in een nieuw tabblad)',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('renders nothing without videos', () => {
    const { container } = renderWithProviders(<Videos videos={[]} title="Villa" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Documents', () => {
  it('lists each file with its localised type, comment and a download link', () => {
    renderWithProviders(
      <Documents
        files={[
          { type: 'EPC', link: 'https://media.example/doc-1-epc.pdf', comment: 'EPC van 2024' },
          { type: 'SOMETHING_NEW', link: '/media/other.pdf', comment: null },
          { type: 'PLAN', link: 'javascript:alert(1)', comment: 'Plannen' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(nl.Media.fileTypes.EPC);
    expect(items[0]).toHaveTextContent('EPC van 2024');
    expect(within(items[0]!).getByRole('link', { name: 'Downloaden: EPC van 2024' })).toHaveAttribute('href', 'https://media.example/doc-1-epc.pdf');
    expect(items[1]).toHaveTextContent(nl.Media.fileTypes.other);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('download');
  });
});
