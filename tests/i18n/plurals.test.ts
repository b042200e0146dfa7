import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

const catalogues = { nl, fr, en, de } as const;

function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

const word = /[\p{L}’'-]+/u;
const leadingWord = new RegExp(`^\\s+(${word.source})`, 'u');
const trailingWord = new RegExp(`(${word.source})\\s+$`, 'u');

function children(element: MessageFormatElement): MessageFormatElement[][] {
  if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).map((option) => option.value);
  if (element.type === TYPE.tag) return [element.children];
  return [];
}

/** The language's plural nouns, learnt from its own plural forms: the word after `#` in every `other {# panden}`. */
function pluralNouns(messages: [string, string][]): Set<string> {
  const nouns = new Set<string>();
  const collect = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        const other = element.options.other?.value ?? [];
        other.forEach((part, index) => {
          const next = other[index + 1];
          const noun = part.type === TYPE.pound && next?.type === TYPE.literal ? next.value.match(leadingWord)?.[1] : undefined;
          if (noun) nouns.add(noun.toLowerCase());
        });
      }
      children(element).forEach(collect);
    }
  };
  for (const [, message] of messages) collect(parse(message));
  return nouns;
}

/** "{total} panden" or "panden: {total}": a bare placeholder beside a plural noun, so "1 panden" can show. */
function barePluralNouns(elements: MessageFormatElement[], nouns: Set<string>): string[] {
  return elements.flatMap((element, index) => {
    const found: string[] = [];
    if (element.type === TYPE.argument || element.type === TYPE.number) {
      const next = elements[index + 1];
      const previous = elements[index - 1];
      const after = next?.type === TYPE.literal ? next.value.match(leadingWord)?.[1] : undefined;
      const before = previous?.type === TYPE.literal ? previous.value.match(trailingWord)?.[1] : undefined;
      if (after && nouns.has(after.toLowerCase())) found.push(`{${element.value}} ${after}`);
      if (before && nouns.has(before.toLowerCase())) found.push(`${before} {${element.value}}`);
    }
    for (const branch of children(element)) found.push(...barePluralNouns(branch, nouns));
    return found;
  });
}

function format(locale: keyof typeof catalogues, key: string, values: Record<string, number>): string {
  const message = entries(catalogues[locale]).find(([k]) => k === key)?.[1];
  if (message === undefined) throw new Error(`no message ${locale}.${key}`);
  return String(new IntlMessageFormat(message, locale).format(values));
}

describe('count messages', () => {
  it('never put a count right before a noun outside a plural form, in any language', () => {
    const offenders = Object.entries(catalogues).flatMap(([locale, messages]) =>
    {
      const all = entries(messages);
      const nouns = pluralNouns(all);
      return all.flatMap(([key, message]) => barePluralNouns(parse(message), nouns).map((hit) => `${locale}.${key}: ${hit}`));
    });
    expect(offenders).toEqual([]);
  });

  it('say "1 pand" for one estate and "2 panden" for two when the whole list is shown', () => {
    expect(format('nl', 'EstateList.allLoaded', { total: 1 })).toBe('1 pand wordt getoond.');
    expect(format('nl', 'EstateList.allLoaded', { total: 2 })).toBe('Alle 2 panden worden getoond.');
    expect(format('fr', 'EstateList.allLoaded', { total: 1 })).toBe('1 bien est affiché.');
    expect(format('fr', 'EstateList.allLoaded', { total: 2 })).toBe('Les 2 biens sont affichés.');
    expect(format('en', 'EstateList.allLoaded', { total: 1 })).toBe('1 property is shown.');
    expect(format('en', 'EstateList.allLoaded', { total: 2 })).toBe('All 2 properties are shown.');
    expect(format('de', 'EstateList.allLoaded', { total: 1 })).toBe('1 Immobilie wird angezeigt.');
    expect(format('de', 'EstateList.allLoaded', { total: 2 })).toBe('Alle 2 Immobilien werden angezeigt.');
  });

  it('agree with the count in the holiday list, the page ranges and the comparison', () => {
    expect(format('nl', 'HolidayList.allLoaded', { total: 1 })).toBe('1 vakantiewoning wordt getoond.');
    expect(format('de', 'HolidayList.allLoaded', { total: 1 })).toBe('1 Ferienunterkunft wird angezeigt.');
    expect(format('en', 'EstateList.countRange', { from: 1, to: 1, total: 1 })).toBe('1–1 of 1 property');
    expect(format('fr', 'HolidayList.countRange', { from: 21, to: 40, total: 41 })).toBe('21–40 sur 41 locations');
    expect(format('nl', 'Compare.tableCaption', { count: 2 })).toBe('Vergelijking van 2 panden');
    expect(format('fr', 'CompareSelection.count', { count: 1, max: 4 })).toBe('1 bien choisi sur 4 pour comparer');
    expect(format('fr', 'CompareSelection.count', { count: 2, max: 4 })).toBe('2 biens choisis sur 4 pour comparer');
  });
});
