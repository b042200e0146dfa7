/** schema.org ItemList of one page of a list: positions count from the list's first result, URLs absolute on the host asked. */
export function itemListJsonLd(
  name: string,
  total: number,
  offset: number,
  items: readonly { href: string; title: string }[],
  origin: string | URL,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: items.map((item, at) => ({
      '@type': 'ListItem',
      position: offset + at + 1,
      url: new URL(item.href, origin).toString(),
      name: item.title,
    })),
  };
}
