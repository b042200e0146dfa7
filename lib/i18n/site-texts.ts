import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { warnOnce } from '@/lib/log/warn-once';

/** Messages as next-intl holds them: namespaces of texts, nested. */
type Messages = { [key: string]: string | Messages };

/**
 * The bundled messages with a site's own texts in their place (`GET /translations/{locale}`, keys like
 * `Home.title`). Only texts the bundle has are replaced, and never by an empty one: a key the site sends
 * that the website does not use changes nothing, and neither does one that is not valid ICU message text or
 * asks for a value the page does not give (`{prijs}` where the bundle has `{price}`): the bundled text stays,
 * and the key is logged once. Markup the bundled text does not take (`Vakantie <b>nu</b>`) is shown as the
 * text it is, never as markup. The bundle itself is left untouched; only the objects on a replaced text's
 * path are copied.
 */
export function withSiteTexts<M extends Messages>(messages: M, texts: Readonly<Record<string, string>>): M {
  let result: Messages = messages;
  for (const [key, text] of Object.entries(texts)) {
    if (!text.trim()) continue;
    const path = key.split('.');
    const bundled = lookup(result, path);
    if (typeof bundled !== 'string') continue;
    const fitting = [text, withLiteralMarkup(text, bundled)].find((candidate) => candidate !== null && fitsInPlaceOf(candidate, bundled));
    if (!fitting) {
      warnOnce(`site text:${key}`, { topic: 'site-text', key }, `Site text ${key} is not a valid message in place of the bundled one: the bundled text is shown`);
      continue;
    }
    result = replaced(result, path, fitting);
  }
  return result as M;
}

function lookup(messages: Messages, path: readonly string[]): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function replaced(messages: Messages, [head, ...rest]: readonly string[], text: string): Messages {
  const child = messages[head!];
  return { ...messages, [head!]: rest.length === 0 || typeof child !== 'object' ? text : replaced(child, rest, text) };
}

/** The names of the values a message asks for, at any depth (plural and select branches, tags). */
function argumentsOf(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

/** The tag names a message takes (`<link>` of a rich text), at any depth. */
function tagsOf(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      names.add(element.value);
      tagsOf(element.children, names);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) tagsOf(option.value, names);
    }
  }
  return names;
}

const TAG_START = /^<\/?([a-zA-Z][\w-]*)\s*\/?>/;

/** Plain text written as ICU message text: `{`, `}` and each `<` that opens no taken tag quoted, apostrophes doubled. */
function quoted(value: string, taken: ReadonlySet<string>): string {
  let out = '';
  let inQuote = false;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i]!;
    const special = char === '{' || char === '}' || (char === '<' && !taken.has(TAG_START.exec(value.slice(i))?.[1] ?? ''));
    // One quoted run for neighbouring specials: `'<''{'` would read as an apostrophe between them.
    if (special !== inQuote && char !== "'") {
      out += "'";
      inQuote = special;
    }
    out += char === "'" ? "''" : char;
  }
  return inQuote ? `${out}'` : out;
}

/**
 * The site text with its markup as text, except the tags the bundled message takes: `Vakantie <b>nu</b>`
 * then reads as written, where next-intl would take `<b>` for a value the page never gives and show
 * nothing of it. Values (`{price}`) stay values. Null when the text is no message even with tags as text.
 */
function withLiteralMarkup(text: string, bundled: string): string | null {
  try {
    const taken = tagsOf(parse(bundled));
    return parse(text, { ignoreTag: true, captureLocation: true })
      .map((element) => (element.type === TYPE.literal ? quoted(element.value, taken) : text.slice(element.location?.start.offset, element.location?.end.offset)))
      .join('');
  } catch {
    return null;
  }
}

/** True when the text parses as an ICU message and asks for no value the bundled message is not given. */
function fitsInPlaceOf(text: string, bundled: string): boolean {
  try {
    const given = argumentsOf(parse(bundled));
    return [...argumentsOf(parse(text))].every((name) => given.has(name));
  } catch {
    return false;
  }
}
