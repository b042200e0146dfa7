// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Videos } from '@/components/estate-detail/videos';
import { ALL_CATEGORIES, NECESSARY_ONLY } from '@/lib/consent/categories';
import { consentStore } from '@/lib/consent/consent-store';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';
import { freshConsentPerTest } from '../support/consent';

const YOUTUBE = { link: 'https://youtu.be/aqz-KE-bpKQ', type: 'youtube' };
const VIMEO = { link: 'https://vimeo.com/76979871', type: 'vimeo' };
const OTHER = { link: 'https://video.example/tour/12', type: 'other' };

freshConsentPerTest();

const playHere = () => screen.queryAllByRole('button', { name: nl.Media.playHere });

describe('Videos and marketing consent', () => {
  it('before consent shows a poster explaining what playing loads, a button that opens the cookie question, and the link; no frame', () => {
    renderWithProviders(<Videos title="Villa" videos={[YOUTUBE]} />);
    expect(document.querySelector('iframe')).toBeNull();
    const button = screen.getByRole('button', { name: nl.Media.playHere });
    expect(button).toHaveAccessibleDescription(nl.Media.playHereNote.replaceAll('{provider}', 'YouTube'));
    expect(screen.getByRole('link', { name: /^Bekijken op YouTube/ })).toHaveAttribute('href', 'https://youtu.be/aqz-KE-bpKQ');

    const requests = consentStore.getReopenRequests();
    fireEvent.click(button);
    expect(consentStore.getReopenRequests()).toBe(requests + 1);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps the poster for a visitor who refused marketing', () => {
    consentStore.choose(NECESSARY_ONLY);
    renderWithProviders(<Videos title="Villa" videos={[VIMEO]} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(playHere()).toHaveLength(1);
  });

  it('after marketing consent plays YouTube and Vimeo in privacy-enhanced, lazy, titled frames; another host stays a link', () => {
    consentStore.choose({ statistics: false, marketing: true });
    renderWithProviders(<Videos title="Villa" videos={[YOUTUBE, OTHER, VIMEO]} />);
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'https://player.vimeo.com/video/76979871?dnt=1']);
    expect(frames.map((frame) => frame.getAttribute('title'))).toEqual(['Video 1 van Villa', 'Video 3 van Villa']);
    for (const frame of frames) expect(frame).toHaveAttribute('loading', 'lazy');
    expect(playHere()).toHaveLength(0);
    expect(screen.getByRole('link', { name: /^Video 2: bekijken op video.example/ })).toHaveAttribute('href', OTHER.link);
  });

  it('starts the player at once when the visitor accepts from the cookie question it opened, and gives it the focus', async () => {
    renderWithProviders(<Videos title="Villa" videos={[YOUTUBE]} />);
    fireEvent.click(screen.getByRole('button', { name: nl.Media.playHere }));
    await act(async () => {
      await consentStore.choose(ALL_CATEGORIES);
    });
    const frame = screen.getByTitle('Video van Villa');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(frame).toHaveFocus();
  });
});
