import { pdfPageResponse } from '@/lib/media/pdf-page-response';

/** Page 1 of a plan PDF as an image, drawn by this site (lib/media/pdf-page-response.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  return pdfPageResponse((await params).key);
}
