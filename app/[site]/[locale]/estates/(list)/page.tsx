import { queryListPage } from '@/lib/listing/list-pages';
import { EstateListPage, estateListMetadata } from './list-view';

const page = queryListPage({ metadata: estateListMetadata, Page: EstateListPage });

/** Its query makes it a render per request: only the cached searches' route is prerendered on demand. */
export const dynamic = 'force-dynamic';

/** A search with any other query than the cached ones (lib/cache/list-presets.ts): rendered for each request, on cached data. */
export const generateMetadata = page.generateMetadata;
export default page.Page;
