import type { APIRequestContext } from '@playwright/test';
import type { EstateDetail, EstateGroup, EstateSearchResult, EstateSummary, RentalPeriod, RentalUnit, RentalUnitFilters, RentalUnitSearchResult, Site } from '@/lib/site-api/schemas';
import { adminHeaders } from './admin';

/**
 * True for a listing of the seed, false for one a journey published during the run (alerts, price drops,
 * status changes: `/demo/publish` dates its copies now, and the seed dates its listings at least six hours
 * before it ran). Journeys pick seeded listings, so none picks another journey's copy, the newest of all,
 * just as that journey lowers its price or sells it.
 */
export function seeded(estate: Pick<EstateSummary, 'general'>): boolean {
  return Date.parse(estate.general.publicationDate) < Date.now() - 3 * 60 * 60 * 1000;
}

/** Direct reads from the embedded demo API, to find real ids for the journeys. */
export class DemoApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly site: Site,
  ) {}

  static async forHost(request: APIRequestContext, hostname = 'localhost'): Promise<DemoApi> {
    const response = await request.get(`/demo-api/sites/by-hostname/${hostname}`, { headers: { 'X-SITE': '0' } });
    if (!response.ok()) throw new Error(`No demo site for ${hostname}: ${response.status()}`);
    return new DemoApi(request, (await response.json()) as Site);
  }

  private headers(locale = 'nl') {
    return { 'X-SITE': String(this.site.id), 'ACCEPT-LANGUAGE': locale, 'zabun-client': 'true' };
  }

  async search(body: object, locale = 'nl'): Promise<EstateSearchResult> {
    const response = await this.request.post(`/demo-api/sites/${this.site.id}/estates`, { headers: this.headers(locale), data: body });
    if (!response.ok()) throw new Error(`search failed: ${response.status()}`);
    return (await response.json()) as EstateSearchResult;
  }

  /** An estate's detail, as the site reads it; with a locale, its texts in that language (files' comments too). */
  async estateDetail(id: number, locale?: string): Promise<EstateDetail> {
    const headers = { 'X-SITE': String(this.site.id), ...(locale ? { 'ACCEPT-LANGUAGE': locale } : {}) };
    const response = await this.request.get(`/demo-api/sites/${this.site.id}/estates/v2/${id}`, { headers });
    if (!response.ok()) throw new Error(`estate ${id} failed: ${response.status()}`);
    return (await response.json()) as EstateDetail;
  }

  /** Every top-level estate (no project) of the seed with this status, newest first. */
  async estatesWithStatus(status: string): Promise<EstateSummary[]> {
    const result = await this.search({ filter: { query: { terms: { status: [status] } } }, sort: { type: 'date', order: 'DESC' }, limit: null, offset: 0 });
    return result.results.filter((e) => !e.general.project && seeded(e));
  }

  /** The first top-level estate matching the query terms (not a project). */
  async firstEstate(terms: Record<string, (string | number)[]> = {}) {
    const result = await this.search({ filter: { query: { terms } }, sort: { type: 'date', order: 'DESC' }, limit: 100, offset: 0 });
    const estate = result.results.find((e) => !e.general.project && seeded(e));
    if (!estate) throw new Error('no estate');
    return estate;
  }

  async firstProjectGroup(): Promise<EstateGroup> {
    const result = await this.search({ filter: { query: { terms: { type: [10] } } }, limit: 5, offset: 0 });
    const project = result.results[0];
    if (!project) throw new Error('no project');
    const response = await this.request.get(`/demo-api/sites/${this.site.id}/estates/group/${project.general.id}`, { headers: this.headers() });
    return (await response.json()) as EstateGroup;
  }

  async firstRentalUnitId(): Promise<number> {
    const response = await this.request.post(`/demo-api/sites/${this.site.id}/rental-units`, { headers: this.headers(), data: { filter: {}, limit: 1, offset: 0 } });
    const result = (await response.json()) as RentalUnitSearchResult;
    const unit = result.results[0];
    if (!unit) throw new Error('no rental unit');
    return unit.id;
  }

  async rentalUnits(filter: object = {}, locale = 'nl'): Promise<RentalUnitSearchResult> {
    const response = await this.request.post(`/demo-api/sites/${this.site.id}/rental-units`, { headers: this.headers(locale), data: { filter, limit: 100, offset: 0 } });
    if (!response.ok()) throw new Error(`rental search failed: ${response.status()}`);
    return (await response.json()) as RentalUnitSearchResult;
  }

  async rentalFilters(filter: object = {}): Promise<RentalUnitFilters> {
    const response = await this.request.post(`/demo-api/sites/${this.site.id}/rental-units/filters`, { headers: this.headers(), data: { filter } });
    if (!response.ok()) throw new Error(`rental filters failed: ${response.status()}`);
    return (await response.json()) as RentalUnitFilters;
  }

  async rentalUnit(id: number, locale = 'nl'): Promise<RentalUnit> {
    const response = await this.request.get(`/demo-api/sites/${this.site.id}/rental-units/${id}`, { headers: this.headers(locale) });
    if (!response.ok()) throw new Error(`rental unit ${id}: ${response.status()}`);
    return (await response.json()) as RentalUnit;
  }

  async rentalPeriods(id: number): Promise<RentalPeriod[]> {
    const response = await this.request.get(`/demo-api/sites/${this.site.id}/rental-units/${id}/periods`, { headers: this.headers() });
    if (!response.ok()) throw new Error(`periods of ${id}: ${response.status()}`);
    return (await response.json()) as RentalPeriod[];
  }

  /** Books a period straight in the demo API, as another visitor would; answers the HTTP status. */
  async reserve(rentalUnitId: number, periodId: number): Promise<number> {
    const response = await this.request.post(`/demo-api/sites/${this.site.id}/rental-units/reservation`, {
      headers: { ...this.headers(), ...adminHeaders(this.site.id) },
      data: { rentalUnitId, periodId, guests: 1, firstname: 'Other', lastname: 'Visitor', email: 'other@example.be', phone: null, message: null, locale: 'nl' },
    });
    return response.status();
  }
}
