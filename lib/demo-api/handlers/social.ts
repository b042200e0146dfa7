// GET /social/media?access_token=demo-{siteId}: a stand-in for a social media provider's media listing
// (Instagram Graph shape), so the website's social feed block can be seen with the demo data. Demo only:
// `npm start` points SOCIAL_FEED_URL here when no site API is configured.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { transactions } from '@/lib/rules';
import type { MediaListing, ProviderPost } from '@/lib/social-feed/schemas';
import { estates, sites } from '../db/schema';
import { json } from '../http';
import { estateLink, visitorOrigin } from '../site-links';
import type { Handler } from './context';

/** Posts of one site's feed. */
export const DEMO_POST_COUNT = 9;
/** The posts that show a film and an album; the others are photos. */
const VIDEO_POST = 2;
const ALBUM_POST = 5;

const TOKEN = /^demo-([1-9]\d{0,8})$/;
const onOffer = Object.entries(transactions)
  .filter(([, status]) => status === 'FOR_SALE' || status === 'TO_RENT')
  .map(([id]) => Number(id));

/** What the real provider answers for a token it does not know. */
const invalidToken = () => json({ error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } }, 401);

/** Dutch captions like an agency's; `title` is the listing's, which names its municipality. */
const captions: Array<(post: { title: string; city: string; status: string; tag: string }) => string> = [
  ({ title, tag }) => `Nieuw in ons aanbod: ${title}. Kom gerust kijken! #${tag} #vastgoed #nieuwbinnen`,
  ({ title, status, tag }) => `${status}: ${title}. Meer info via de link in onze bio. #${tag} #immo`,
  ({ title, tag }) => `Op bezoek: ${title} 🎥 Een korte rondleiding van ons team. #${tag} #rondleiding #vastgoed`,
  ({ title, tag }) => `Zonnige dag voor een bezoek: ${title} ☀️ #${tag} #droomhuis`,
  ({ city, status, tag }) => `${status}! Deze parel in ${city} wacht op u. #${tag} #wonen`,
  ({ title, tag }) => `Swipe voor meer foto's: ${title} 👉 #${tag} #fotoreeks`,
  ({ city, tag }) => `Ons team was vandaag in ${city} voor een nieuwe fotoshoot 📸 #${tag} #makelaar`,
  ({ title, tag }) => `Binnenkort op bezoek: ${title}? Plan het online. #${tag} #vastgoed`,
  ({ city, status, tag }) => `Nog beschikbaar in ${city} (${status.toLowerCase()}). Plan uw bezoek online. #${tag} #immo`,
];

/** `Praktische garagebox` gives `praktische garagebox`: the title follows a colon in the captions. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** `Sint-Niklaas` gives `sintniklaas`. */
const hashtag = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export const getSocialMedia: Handler = async ({ db, url }) => {
  const siteId = Number(TOKEN.exec(url.searchParams.get('access_token') ?? '')?.[1]);
  if (!siteId) return invalidToken();
  const site = (await db.select().from(sites).where(eq(sites.id, siteId)).limit(1))[0];
  if (!site) return invalidToken();

  // The newest listings on offer, a few more than needed: a listing without photos makes no post.
  const rows = await db
    .select({ id: estates.id, transactionId: estates.transactionId, summary: estates.summary })
    .from(estates)
    .where(and(eq(estates.siteId, siteId), isNull(estates.parentId), inArray(estates.transactionId, onOffer)))
    .orderBy(desc(estates.publicationDate), desc(estates.id))
    .limit(DEMO_POST_COUNT * 2);

  // The pictures load in the visitor's browser: on the port visitors use (an edge's in front), not this server's.
  const origin = visitorOrigin(url);
  const posts: ProviderPost[] = rows
    .flatMap((row) => {
      const picture = [...row.summary.pictures].sort((a, b) => a.index - b.index)[0];
      return picture ? [{ row, picture }] : [];
    })
    .slice(0, DEMO_POST_COUNT)
    .map(({ row, picture }, index) => {
      const { general, address } = row.summary;
      const city = address.city.alias?.nl ?? address.city.name;
      const status = transactions[row.transactionId as keyof typeof transactions] === 'TO_RENT' ? 'Te huur' : 'Te koop';
      const caption = captions[index % captions.length]?.({ title: lowerFirst(general.title.nl ?? ''), city, status, tag: hashtag(city) }) ?? '';
      const photo = `${origin}${picture.thumbnail}`;
      const post: ProviderPost = {
        id: `${siteId}${String(row.id).padStart(9, '0')}`,
        caption,
        media_type: index === VIDEO_POST ? 'VIDEO' : index === ALBUM_POST ? 'CAROUSEL_ALBUM' : 'IMAGE',
        media_url: photo,
        permalink: estateLink({ site }, 'nl', row.id),
      };
      // The demo has no films: the large photo stands in for the video file, its thumbnail is the still.
      if (index === VIDEO_POST) return { ...post, media_url: `${origin}${picture.file}`, thumbnail_url: photo };
      return post;
    });

  const listing: MediaListing = { data: posts };
  return json(listing);
};
