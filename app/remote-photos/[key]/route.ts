import { remotePhotoResponse } from '@/lib/media/remote-photo-response';

/** A photo of the site API's own hosts, through this site (lib/media/remote-photo.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  return remotePhotoResponse((await params).key);
}
