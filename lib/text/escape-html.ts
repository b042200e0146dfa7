const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text written into HTML we build by hand (map popups, mails, fallback pages): the five characters that
 * could open a tag, an entity or leave a quoted attribute become entities, so text never becomes markup.
 * Imports nothing, so the browser, the server and the demo API share it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
