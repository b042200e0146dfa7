'use client';

import { useId, useRef } from 'react';
import { useNearViewport } from '@/components/estate-detail/use-near-viewport';
import { useFetchOnce } from '@/lib/browser/use-fetch-once';
import { captionExcerpt, parseSocialFeedAnswer, type SocialPost } from '@/lib/social-feed/post';
import './social-feed.css';

/** Grey tiles standing in while the posts load: one row on a wide screen. */
const PLACEHOLDERS = 6;

export type SocialFeedTexts = {
  heading: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  /** Shown on a video's tile. */
  video: string;
  /** Read after a post's link, which opens the provider's site in a new tab. */
  opensInNewTab: string;
  /** Text alternative of a picture whose post has no caption. */
  imageAlt: string;
};

/** The states of the spec's social feed: idle, then loading, then success or error. */
export type SocialFeedState = 'idle' | 'loading' | 'success' | 'error';

type Props = {
  /** Our ajax route, e.g. /nl/social-feed. */
  path: string;
  texts: SocialFeedTexts;
  /** Classes the section adds to its own, e.g. the page's container. */
  className?: string;
};

/**
 * The agency's latest social media posts: the heading alone until the visitor scrolls near it,
 * then the posts from `path`, so the third party never slows the page down. A failure shows a retry and
 * never breaks the page. The server renders this only for a site with a feed configured.
 */
export function SocialFeed({ path, texts, className }: Props) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isError, isFetching, refetch } = useFetchOnce(path, parseSocialFeedAnswer, near);

  const state: SocialFeedState = !near ? 'idle' : data ? 'success' : isError && !isFetching ? 'error' : 'loading';

  function retry() {
    // The retry button gives way to the loading tiles: the focus stays in the block, on its heading.
    headingRef.current?.focus();
    refetch();
  }

  let content = null;
  if (state === 'error')
    content = (
      <div className="block-message" role="alert">
        <p>{texts.error}</p>
        <button type="button" className="button" onClick={retry}>
          {texts.retry}
        </button>
      </div>
    );
  else if (state === 'loading')
    content = (
      <ul className="social-feed__grid" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="social-feed__placeholder skeleton" />
        ))}
      </ul>
    );
  else if (data && data.posts.length === 0) content = <p className="social-feed__empty">{texts.empty}</p>;
  else if (data)
    content = (
      <ul className="social-feed__grid">
        {data.posts.map((post) => (
          <li key={post.id}>
            <SocialPostTile post={post} texts={texts} />
          </li>
        ))}
      </ul>
    );

  return (
    <section ref={ref} className={className ? `social-feed ${className}` : 'social-feed'} aria-labelledby={headingId} aria-busy={state === 'loading'} data-state={state}>
      <h2 id={headingId} ref={headingRef} className="social-feed__heading" tabIndex={-1}>
        {texts.heading}
      </h2>
      <p className="visually-hidden" role="status">
        {state === 'loading' ? texts.loading : null}
      </p>
      {content}
    </section>
  );
}

function SocialPostTile({ post, texts }: { post: SocialPost; texts: SocialFeedTexts }) {
  const body = (
    <>
      <span className="social-feed__media">
        {/* The provider's CDN is not in next/image's allowed hosts, and its URLs expire: the browser loads them as they are. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={post.image}
          alt={captionExcerpt(post.caption) || texts.imageAlt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
        />
        {post.video ? (
          <span className="social-feed__video">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            {texts.video}
          </span>
        ) : null}
      </span>
      {post.caption ? <span className="social-feed__caption">{post.caption}</span> : null}
    </>
  );
  if (!post.link) return <div className="social-feed__tile">{body}</div>;
  return (
    <a className="social-feed__tile" href={post.link} target="_blank" rel="noopener noreferrer">
      {body}
      <span className="visually-hidden"> {texts.opensInNewTab}</span>
    </a>
  );
}
