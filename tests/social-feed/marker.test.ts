import { describe, expect, it } from 'vitest';
import { splitAtSocialFeedMarker } from '@/lib/social-feed/marker';

describe('splitAtSocialFeedMarker', () => {
  it('leaves a body without the marker whole', () => {
    expect(splitAtSocialFeedMarker('<p>Over ons</p><p>[social] feed</p>')).toEqual({ before: '<p>Over ons</p><p>[social] feed</p>', after: null });
  });

  it('splits the body at the paragraph holding [social-feed], spaces and case allowed', () => {
    expect(splitAtSocialFeedMarker('<h2>Team</h2>\n<P> [social-feed]\n</P>\n<p>Tot snel</p>')).toEqual({ before: '<h2>Team</h2>\n', after: '\n<p>Tot snel</p>' });
  });

  it('places the feed once: later markers are dropped', () => {
    expect(splitAtSocialFeedMarker('<p>[social-feed]</p><p>a</p><p>[social-feed]</p><p>b</p>')).toEqual({ before: '', after: '<p>a</p><p>b</p>' });
  });

  it('does not take a mention of the marker inside other text for the marker', () => {
    expect(splitAtSocialFeedMarker('<p>Typ [social-feed] in een eigen alinea.</p>').after).toBeNull();
  });
});
