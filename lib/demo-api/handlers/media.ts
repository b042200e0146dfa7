// GET /media/{file}: the generated photos, portraits and the demo document, straight from the media folder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMMUTABLE, file, notFound } from '../http';
import { DEMO_DOCUMENT, DEMO_PLAN_DOCUMENT } from '../seed/photos';
import type { Handler } from './context';

// Only plain generated names: no slashes, no dots in front, so nothing outside the folder is reachable.
const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|png|pdf)$/;
const contentTypes = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;

export const getMedia: Handler = async ({ params, mediaDir }) => {
  const name = params.file ?? '';
  const match = SAFE_NAME.exec(name);
  if (!match) throw notFound('File');
  const extension = match[1] as keyof typeof contentTypes;
  // Every estate document link (doc-{estateId}-{type}.pdf) opens the one demo document, a PDF plan the plan.
  const document = name.endsWith('-plan.pdf') ? DEMO_PLAN_DOCUMENT : DEMO_DOCUMENT;
  const stored = extension === 'pdf' && name.startsWith('doc-') ? document : name;
  try {
    const bytes = await readFile(path.join(/*turbopackIgnore: true*/ mediaDir, stored));
    // Photo names carry their drawing version, so they never change; documents might.
    return file(bytes, contentTypes[extension], extension === 'pdf' ? 'public, max-age=86400' : IMMUTABLE);
  } catch {
    throw notFound('File');
  }
};
