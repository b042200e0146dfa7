// The electrical inspection of a listing, the one answer the detail page and the brochure both give. The API
// sends it twice: the energy block's certificate (certificateElectricity, certificateElectricityConform) and
// the catalogue's certification.electrical_certificate field; the two can disagree, so one rule picks.
import type { EstateDetail } from '@/lib/site-api/schemas';
import { isFieldVisible, mainValue, visibilityContext } from './visibility';

export type ElectricalStatus = 'OBTAINED' | 'NOT_OBTAINED' | 'UNKNOWN';
export type ElectricalConformity = 'VALID' | 'INVALID';

export type ElectricalInspection = {
  status: ElectricalStatus;
  /** Only a report that exists is compliant or not. */
  conformity: ElectricalConformity | null;
  /** The agency's note ("re-inspection within 18 months"), only when it is about the answer given. */
  description: string | null;
};

/** The field key the answer comes from too: the field groups leave it out, so it shows once. */
export const ELECTRICAL_FIELD = 'certification.electrical_certificate';

const statuses: readonly string[] = ['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN'];
const isStatus = (value: unknown): value is ElectricalStatus => typeof value === 'string' && statuses.includes(value);

function conformityOf(value: unknown): ElectricalConformity | null {
  if (typeof value === 'boolean') return value ? 'VALID' : 'INVALID';
  return value === 'VALID' || value === 'INVALID' ? value : null;
}

/**
 * The inspection as a visitor reads it, or null when the listing says nothing or the spec hides it (rentals,
 * plots: document 001, section 5). The energy block's certificate is the answer when it says whether a report
 * exists; the catalogue field only when the energy block is silent or says "unknown".
 */
export function electricalInspection(estate: EstateDetail): ElectricalInspection | null {
  const { certificateElectricity, certificateElectricityConform } = estate.energy;
  const raw = estate.fields.certification?.electrical_certificate;
  const fieldStatus = mainValue(raw);
  const field = isStatus(fieldStatus)
    ? {
        status: fieldStatus,
        conformity: fieldStatus === 'OBTAINED' && raw !== null && typeof raw === 'object' ? conformityOf(raw.conform) : null,
        description: raw !== null && typeof raw === 'object' && raw.description?.trim() ? raw.description.trim() : null,
      }
    : null;
  const energy = isStatus(certificateElectricity)
    ? { status: certificateElectricity, conformity: certificateElectricity === 'OBTAINED' ? conformityOf(certificateElectricityConform) : null }
    : null;

  let answer: ElectricalInspection | null;
  if (energy && (energy.status !== 'UNKNOWN' || !field || field.status === 'UNKNOWN')) {
    const agrees = field !== null && field.status === energy.status && field.conformity === energy.conformity;
    answer = { ...energy, description: agrees ? field.description : null };
  } else {
    answer = field;
  }
  if (!answer) return null;
  const visible = isFieldVisible({ group: 'certification', key: 'electrical_certificate', value: answer.status }, visibilityContext(estate));
  return visible ? answer : null;
}

/** The answer in words: "No inspection report", or "Inspection report available, not compliant · note". */
export function electricalInspectionText(
  inspection: ElectricalInspection,
  words: { status: (status: ElectricalStatus) => string; conformity: (conformity: ElectricalConformity) => string },
): string {
  const text = inspection.conformity ? `${words.status(inspection.status)}, ${words.conformity(inspection.conformity)}` : words.status(inspection.status);
  return inspection.description ? `${text} · ${inspection.description}` : text;
}
