import { NotFoundView } from '@/components/layout/not-found-view';

/** The localised 404 of every route under a locale (unknown ids, tokens and paths), in the browser. */
export default function NotFound() {
  return <NotFoundView />;
}
