/**
 * The agency's registration number at the professional institute of estate agents (BIV in Dutch and
 * German, IPI in French), without the institute's acronym the site API may send along ("BIV 512.384",
 * "IPI n° 508.713"): the label in the visitor's language names the institute, so the value must not
 * name it again, and never in the other language.
 */
export function bivNumber(value: string): string {
  return value.replace(/^\s*(?:BIV\s*\/\s*IPI|IPI\s*\/\s*BIV|BIV|IPI)\b[\s:.-]*(?:(?:nr|no|n°|nummer|numéro)\.?\s*:?\s*)?/i, '').trim() || value.trim();
}
