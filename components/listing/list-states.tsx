import { Link } from '@/lib/i18n/server-link';

/** A list whose page could not be read: says so, and offers the same search again. */
export function ListErrorState({ queryString, message, retry }: { queryString: string; message: string; retry: string }) {
  return (
    <div className="empty-state" role="alert">
      <p>{message}</p>
      <a className="button" href={`?${queryString}`}>
        {retry}
      </a>
    </div>
  );
}

/**
 * A part of the list's page the site API could not give now, while the results still show (the holiday
 * list's filters, the estate list's filter counts): said politely, without interrupting a screen reader.
 */
export function ListNotice({ message }: { message: string }) {
  return (
    <p className="notice" role="status">
      {message}
    </p>
  );
}

/** A search without results: says so, with a hint and the way back to the unfiltered list. */
export function ListEmptyState({ title, hint, href, action }: { title: string; hint: string; href: Parameters<typeof Link>[0]['href']; action: string }) {
  return (
    <div className="empty-state">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{hint}</p>
      <Link className="button" href={href}>
        {action}
      </Link>
    </div>
  );
}
