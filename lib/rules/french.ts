/**
 * The starts of French words whose h is mute, so "de" elides before them as before a vowel ("d'Habitat
 * Conseil", "d'Horizon Immo"). Any other h is taken as aspirated: Belgian place names ("de Hasselt", "de Huy")
 * and names borrowed from Dutch, German or English ("de Home Invest") keep "de".
 */
const muteHStems = ['habit', 'harmoni', 'hérit', 'herit', 'histoir', 'histor', 'horizon', 'hôtel', 'hotel', 'humain', 'humanit'];

/** True when French elides "de" (and "le", "que") before the name: a vowel, y or a known mute h. */
export function frenchElides(name: string): boolean {
  const start = name.trimStart().toLowerCase();
  if (/^[aeiouyàâäéèêëîïôöùûü]/.test(start)) return true;
  return muteHStems.some((stem) => start.startsWith(stem));
}

/** French "de" before a name: "d'Anvers", "d'Immo Scheldeland", "de Namur", "de Hasselt". */
export function frenchOf(name: string): string {
  return frenchElides(name) ? `d'${name.trimStart()}` : `de ${name.trimStart()}`;
}
