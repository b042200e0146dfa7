import type { Site } from '@/lib/site-api/schemas';

/** What the header shows of the agency (its name and logo), and the site its menu is read for. */
export type SiteBrand = Pick<Site, 'id' | 'name' | 'logo' | 'assetVersion'>;

/** What the footer and the accessibility statement show of the agency: its name and its office's contact. */
export type SiteContact = Pick<Site, 'id' | 'name' | 'contact'>;

/** What a visitor form shown again needs of the agency: its contact, and the account its holiday homes are under. */
export type SiteOfForms = SiteContact & Pick<Site, 'accountId'>;
