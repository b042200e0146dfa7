// The route handlers' site, mocked: `vi.mock('@/lib/tenancy/site-of', () => import('../support/fixture-route-site'))`
// makes every route answer for the fixture site, whatever the request's host.
import { site } from '../site-api/fixtures';

export const routeSite = async () => site;
export const routeSiteId = async () => site.id;
