// Every mail the demo API sends, in one layout: an HTML part in the agency's name and colours, and a
// plain-text part with the same content for clients that show no HTML. Values from visitors and the
// back office are escaped here, once.
import type { Locale } from '@/lib/rules';
import { escapeHtml } from '@/lib/text/escape-html';

/** What a mail shows, top to bottom. */
export type MailBlock =
  | { kind: 'text'; text: string }
  /** Label and value rows: the facts of a request or an appointment. */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  /** The one action the mail asks for. */
  | { kind: 'button'; label: string; href: string }
  | { kind: 'listing'; title: string; price?: string; href: string; photo: string | null }
  /** Small print under a rule: unsubscribe, change my search, cancel. */
  | { kind: 'links'; links: ReadonlyArray<{ label: string; href: string }> };

/** A mail text with its `{placeholders}` filled in; an unknown one becomes empty. */
export const fillMailText = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export type MailSite = { name: string; colors: { primary: string; text: string } };

/** Only web links go into an href or src: anything else (javascript:, data:) is left out. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : null);

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string, fallback: string) => (COLOUR.test(value) ? value : fallback);

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'listing':
      return `- ${block.title}${block.price ? ` (${block.price})` : ''}\n  ${block.href}${block.photo ? `\n  ${block.photo}` : ''}`;
    case 'links':
      return block.links.map((link) => `${link.label}: ${link.href}`).join('\n');
  }
}

function blockHtml(block: MailBlock, primary: string, text: string): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button': {
      const href = safeUrl(block.href);
      if (!href) return '';
      return `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;background:${primary};color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    }
    case 'listing': {
      const href = safeUrl(block.href);
      const photo = block.photo ? safeUrl(block.photo) : null;
      const title = escapeHtml(block.title);
      const image = photo && href ? `<a href="${href}"><img src="${photo}" alt="${title}" width="280" style="display:block;width:280px;max-width:100%;height:auto;border:0;border-radius:4px"></a>` : '';
      const heading = href ? `<a href="${href}" style="color:${text};font-weight:600">${title}</a>` : `<strong>${title}</strong>`;
      return `<div style="margin:0 0 20px">${image}<p style="margin:8px 0 0">${heading}${block.price ? `<br><span style="color:${primary};font-weight:600">${escapeHtml(block.price)}</span>` : ''}</p></div>`;
    }
    case 'links':
      return `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #dddddd;font-size:13px;color:#555555">${block.links
        .map((link) => {
          const href = safeUrl(link.href);
          return href ? `<a href="${href}" style="color:#555555">${escapeHtml(link.label)}</a>` : '';
        })
        .filter(Boolean)
        .join(' · ')}</p>`;
  }
}

/** The text and HTML parts of a mail from `site` with `heading` and `blocks`, in `locale`. */
export function renderMail(site: MailSite, locale: Locale, heading: string, blocks: readonly MailBlock[]): { text: string; html: string } {
  const primary = colour(site.colors.primary, '#1f4e79');
  const text = colour(site.colors.text, '#222222');
  const textPart = [heading, '', ...blocks.map(blockText).flatMap((part) => [part, ''])].join('\n').trim() + `\n\n— ${site.name}\n`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head><body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:${text}"><div style="max-width:600px;margin:0 auto;background:#ffffff"><div style="background:${primary};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:600">${escapeHtml(site.name)}</div><div style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px;color:${text}">${escapeHtml(heading)}</h1>${blocks.map((block) => blockHtml(block, primary, text)).join('')}</div></div></body></html>`;
  return { text: textPart, html };
}
