import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

// Vitest and Playwright both run from the project's root.
const folder = path.resolve('tests/support/sitemap-schemas');
const schemaFile = async (name: string) => ({ fileName: name, contents: await readFile(path.join(folder, name), 'utf8') });

/**
 * libxml2's XML Schema errors for a sitemap or sitemap index (an empty list when valid), checked against
 * the sitemaps.org protocol's schemas in ./sitemap-schemas.
 */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const index = /<sitemapindex[\s>]/.test(xml);
  const result = await validateXML({
    xml: { fileName: index ? 'sitemap-index.xml' : 'sitemap.xml', contents: xml },
    schema: await schemaFile(index ? 'siteindex.xsd' : 'sitemap.xsd'),
    preload: index ? [] : [await schemaFile('xhtml-link.xsd')],
    // A full sitemap of 10,000 URLs with alternates is a few megabytes.
    maxMemoryPages: 4096,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
