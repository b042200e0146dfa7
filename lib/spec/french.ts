/**
 * French "de" before a name: elided before a vowel sound ("d'Anvers", "d'Ostende"), kept before a
 * consonant or an h ("de Namur", "de Hasselt": Belgian place names take the h as aspirated).
 */
export function frenchOf(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}
