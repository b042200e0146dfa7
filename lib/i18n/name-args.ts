import { frenchElides } from '@/lib/rules/french';

/**
 * The arguments of a message that names the agency: its name, and whether French elides before it, for
 * messages that write "{siteElides, select, yes {d’} other {de }}{site}" ("d’Immo Scheldeland").
 */
export function siteNameArgs(name: string): { site: string; siteElides: 'yes' | 'no' } {
  return { site: name, siteElides: frenchElides(name) ? 'yes' : 'no' };
}

/** The same for a person's name: "{nameElides, select, yes {d’} other {de }}{name}" ("Photo d’Ann Peeters"). */
export function personNameArgs(name: string): { name: string; nameElides: 'yes' | 'no' } {
  return { name, nameElides: frenchElides(name) ? 'yes' : 'no' };
}
