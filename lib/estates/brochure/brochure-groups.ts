// The field groups of the brochure: the detail page's groups, energy and legal fields included (the brochure
// has no energy block), with the electrical inspection read by the detail page's own rule.
import type { Locale } from '@/lib/rules';
import { buildDisplayGroups, groupLabel, type Translate } from '@/lib/estates/detail/display-fields';
import { ELECTRICAL_FIELD, electricalInspection, electricalInspectionText } from '@/lib/estates/detail/electrical-inspection';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { plainValue, type BrochureGroup } from './brochure';

type InspectionWords = Parameters<typeof electricalInspectionText>[1] & { label: string };

export function brochureGroups(estate: EstateDetail, locale: Locale, translate: Translate, inspectionWords: InspectionWords): BrochureGroup[] {
  const groups = buildDisplayGroups(estate, locale, translate, new Set([ELECTRICAL_FIELD])).map((group) => ({
    key: group.key,
    label: group.label,
    lines: group.fields.map((field) => ({
      label: field.label,
      value: [plainValue(field.value, field.paragraph), field.conform, field.description].filter(Boolean).join(' · '),
    })),
  }));
  const inspection = electricalInspection(estate);
  if (inspection) {
    const line = { label: inspectionWords.label, value: plainValue(electricalInspectionText(inspection, inspectionWords)) };
    const certification = groups.find((group) => group.key === 'certification');
    if (certification) certification.lines.push(line);
    else groups.push({ key: 'certification', label: groupLabel('certification', translate), lines: [line] });
  }
  return groups.map(({ label, lines }) => ({ label, lines }));
}
