// Turns an estate plan into the stored answer documents and the row with its search columns.
import type { estates } from '../db/schema';
import type { StoredEstateDoc, StoredEstateSummary } from '../types';
import { detailGroups } from './fields';
import { photoUrl, portraitUrl } from './photos';
import type { EstatePlan } from './plan';
import type { Random } from './random';
import { boxPrefix } from './streets';

export type EstateRow = typeof estates.$inferInsert;

function address(plan: EstatePlan): StoredEstateDoc['address'] {
  const box = plan.box ? ` ${boxPrefix(plan.city.area)} ${plan.box}` : '';
  return {
    visible: plan.addressVisible,
    street_address: `${plan.street.local} ${plan.number}${box}`,
    street: plan.street.street,
    number: plan.number,
    box: plan.box,
    city: { id: plan.city.id, name: plan.city.name, zip: plan.city.zip, alias: plan.city.alias, countryId: 'BE' },
    country: { id: 'BE' },
    region: plan.city.region,
    location: plan.location,
  };
}

function salesRep(plan: EstatePlan): StoredEstateDoc['salesRep'] {
  const rep = plan.rep;
  return {
    firstname: rep.firstname,
    lastname: rep.lastname,
    picture: portraitUrl(rep.portrait.key),
    mobile: rep.mobile,
    phone: rep.phone,
    email: rep.email,
    description: rep.description,
  };
}

export function estateDocument(random: Random, plan: EstatePlan): StoredEstateDoc {
  return {
    general: {
      id: plan.id,
      parentId: plan.parentId,
      project: plan.project,
      title: plan.title,
      description: plan.description,
      shortDescription: plan.shortDescription,
      headType: { id: plan.headTypeId },
      subType: { id: plan.subTypeId },
      transaction: { id: plan.transactionId },
      price: plan.price,
      bedroomCount: plan.bedrooms,
      publicationDate: plan.publicationDate.toISOString(),
      floor: plan.floor,
      floorId: plan.floorId,
    },
    address: address(plan),
    pictures: plan.pictures.map((key, index) => ({ file: photoUrl(key, 'large'), thumbnail: photoUrl(key, 'thumbnail'), index })),
    surfaces: { livable: plan.livable, land: plan.land },
    epcLabel: plan.epcLabel,
    ...detailGroups(random, plan),
    salesRep: salesRep(plan),
    agendaId: plan.agendaId,
  };
}

/**
 * A listing with nothing but what the contract requires: no photos, price, description, fields, rooms,
 * energy data or contact, and a hidden address. One per site, so the detail page's rule that every
 * section hides cleanly when its data is missing is tested against real data.
 */
export function bareEstateRow(row: EstateRow): EstateRow {
  const { doc } = row;
  const bare: StoredEstateDoc = {
    ...doc,
    general: {
      ...doc.general,
      description: {},
      shortDescription: null,
      price: { value: null, totalPrice: null, priceFrom: null, constructionValue: null },
      bedroomCount: null,
      floor: null,
      floorId: null,
    },
    address: { ...doc.address, visible: false, location: null },
    pictures: [],
    surfaces: { livable: null, land: null },
    epcLabel: null,
    fields: {},
    layout: [],
    facilities: [],
    buildTechnicals: [],
    files: [],
    environments: [],
    videos: [],
    virtualVisits: [],
    energy: Object.fromEntries(Object.keys(doc.energy).map((key) => [key, null])) as StoredEstateDoc['energy'],
    extraFields: [],
    salesRep: null,
    rentalOptions: null,
    agendaId: null,
  };
  return { ...row, price: null, bedrooms: null, epcLabel: null, lat: null, lng: null, agendaId: null, summary: estateSummary(bare), doc: bare };
}

export function estateSummary(doc: StoredEstateDoc): StoredEstateSummary {
  const g = doc.general;
  return {
    general: {
      id: g.id,
      parentId: g.parentId,
      project: g.project,
      title: g.title,
      headType: g.headType,
      subType: g.subType,
      transaction: g.transaction,
      price: g.price,
      bedroomCount: g.bedroomCount,
      publicationDate: g.publicationDate,
      floor: g.floor,
    },
    address: doc.address,
    pictures: doc.pictures,
    surfaces: doc.surfaces,
    epcLabel: doc.epcLabel,
  };
}

export function estateRow(plan: EstatePlan, doc: StoredEstateDoc): EstateRow {
  return {
    id: plan.id,
    siteId: plan.site.id,
    parentId: plan.parentId,
    project: plan.project,
    headTypeId: plan.headTypeId,
    subTypeId: plan.subTypeId,
    transactionId: plan.transactionId,
    cityId: plan.city.id,
    countryId: 'BE',
    price: plan.searchPrice,
    bedrooms: plan.bedrooms,
    epcLabel: plan.epcLabel,
    publicationDate: plan.publicationDate,
    floor: plan.floor,
    lat: plan.location?.latitude ?? null,
    lng: plan.location?.longitude ?? null,
    collections: plan.collections,
    agendaId: plan.agendaId,
    summary: estateSummary(doc),
    doc,
  };
}
