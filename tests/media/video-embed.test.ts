import { describe, expect, it } from 'vitest';
import { videoEmbed } from '@/lib/media/video-embed';

const NOCOOKIE = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

describe('videoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=42',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?si=abc',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    ' http://www.youtube.com/watch?v=aqz-KE-bpKQ ',
  ])('plays the YouTube link %s through youtube-nocookie.com', (link) => {
    expect(videoEmbed(link)).toEqual({ provider: 'YouTube', src: NOCOOKIE });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://www.vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871?autoplay=1', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/1a2b3c4d5e', 'https://player.vimeo.com/video/76979871?h=1a2b3c4d5e&dnt=1'],
    ['https://vimeo.com/showcase/123456/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('plays the Vimeo link %s with do-not-track', (link, src) => {
    expect(videoEmbed(link)).toEqual({ provider: 'Vimeo', src });
  });

  it.each([
    'https://www.video.example/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>',
    'https://www.youtube.com/@agency',
    'https://vimeo.com/agency',
    'javascript:alert(1)',
    'not a url',
  ])('keeps %s a link', (link) => {
    expect(videoEmbed(link)).toBeNull();
  });
});
