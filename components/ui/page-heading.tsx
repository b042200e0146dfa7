import type { ReactNode } from 'react';

/** The page's one h1, with an optional lead paragraph. */
export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-heading container">
      <h1>{title}</h1>
      {lead ? <p className="page-heading__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
