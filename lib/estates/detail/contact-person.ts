import type { EstateDetail, Localized, Site } from '@/lib/site-api/schemas';
import type { EstateContactInfo } from '@/lib/site-api/estates';

type SalesRep = NonNullable<EstateDetail['salesRep']>;

/** Who the visitor contacts about an estate: a named sales rep, or the office. */
export type ContactPerson =
  | {
      kind: 'salesRep';
      name: string;
      picture: string | null;
      phone: string | null;
      mobile: string | null;
      email: string | null;
      description: Localized | null;
    }
  | { kind: 'office'; name: string; phone: string | null; email: string | null };

/** The answer of the optional contact-info call, or null when there is none. */
export type ContactInfo = EstateContactInfo | null;

function fromSalesRep(rep: SalesRep): ContactPerson {
  return {
    kind: 'salesRep',
    name: `${rep.firstname} ${rep.lastname}`.trim(),
    picture: rep.picture,
    phone: rep.phone || null,
    mobile: rep.mobile || null,
    email: rep.email || null,
    description: rep.description,
  };
}

/** The estate's own sales rep, else the contact-info call's sales rep, else its office, else the site's own details. */
export function contactPerson(
  estate: Pick<EstateDetail, 'salesRep'>,
  contactInfo: ContactInfo,
  site: Pick<Site, 'name' | 'contact'> | null,
): ContactPerson | null {
  if (estate.salesRep) return fromSalesRep(estate.salesRep);
  if (contactInfo?.salesRep) return fromSalesRep(contactInfo.salesRep);
  if (contactInfo) {
    const { name, phone, email } = contactInfo.office;
    return { kind: 'office', name, phone: phone || null, email: email || null };
  }
  if (site) return { kind: 'office', name: site.name, phone: site.contact.phone || null, email: site.contact.email || null };
  return null;
}

/** A tel: link keeps only digits and "+": "+32 (0)15 20 30 40" dials as tel:+3215203040. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '')}`;
}

/** The number a phone's "call" button dials: the person's phone line, else a sales rep's mobile. */
export function callNumber(person: ContactPerson | null): string | null {
  if (!person) return null;
  return person.phone ?? (person.kind === 'salesRep' ? person.mobile : null);
}
