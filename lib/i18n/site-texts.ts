/** Messages as next-intl holds them: namespaces of texts, nested. */
type Messages = { [key: string]: string | Messages };

/**
 * The bundled messages with a site's own texts in their place (`GET /translations/{locale}`, keys like
 * `Home.title`). Only texts the bundle has are replaced, and never by an empty one: a key the site sends
 * that the website does not use changes nothing. The bundle itself is left untouched; only the objects on
 * a replaced text's path are copied.
 */
export function withSiteTexts<M extends Messages>(messages: M, texts: Readonly<Record<string, string>>): M {
  let result: Messages = messages;
  for (const [key, text] of Object.entries(texts)) {
    if (!text.trim()) continue;
    const path = key.split('.');
    if (typeof lookup(result, path) !== 'string') continue;
    result = replaced(result, path, text);
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
