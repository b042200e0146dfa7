import { sanitizeRichText } from '@/lib/html/sanitize';

/** Rich text from the site API, sanitised on the server before it becomes HTML. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
