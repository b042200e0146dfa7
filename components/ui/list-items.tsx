'use client';

/**
 * The items of a list of plain texts (the server renders the list): a client leaf for its size alone, as
 * DefinitionRows: the page's RSC payload carries the texts, not an element for each.
 */
export function ListItems({ items }: { items: string[] }) {
  // A static list, never reordered.
  return items.map((item, index) => <li key={index}>{item}</li>);
}
