import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundMetadata, withNotFoundView } from '@/lib/cache/not-found-page';
import { LandingPage, landingMetadata } from '../../../../landing-view';

/** Transaction × type × place (`/nl/aanbod/te-koop/appartement/gent`), which proxy.ts rewrites here: rendered once, then cached. */
export const generateStaticParams = renderedOnDemand;
export const generateMetadata = withNotFoundMetadata(landingMetadata);
/** A combination without listings is the 404, in the server HTML (lib/cache/not-found-page.tsx). */
export default withNotFoundView(LandingPage);
