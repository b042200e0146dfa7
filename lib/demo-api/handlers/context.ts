import type { Locale } from '@/lib/rules';
import type { DemoDb } from '../db/types';
import type { sites } from '../db/schema';

export type SiteRow = typeof sites.$inferSelect;

/** What every handler gets: the request, its path parameters and language, the database and the clock. */
export type HandlerContext = {
  request: Request;
  url: URL;
  params: Readonly<Record<string, string>>;
  locale: Locale;
  db: DemoDb;
  mediaDir: string;
  now: Date;
};

/** A handler of a call scoped to one site: the X-SITE header has been checked against it. */
export type SiteContext = HandlerContext & { site: SiteRow };

export type Handler<C extends HandlerContext = HandlerContext> = (ctx: C) => Promise<Response>;
