import { renderedOnDemand } from '@/lib/cache/on-demand';
import { presetListPage } from '@/lib/listing/list-pages';
import { HolidayListPage, rentalListMetadata } from '../../(list)/list-view';

const page = presetListPage('holiday', { metadata: rentalListMetadata, Page: HolidayListPage });

/** One of the most asked searches, which proxy.ts rewrites here: rendered once per site and language, then cached. */
export const generateStaticParams = renderedOnDemand;

export const generateMetadata = page.generateMetadata;
/** An unknown id or path is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default page.Page;
