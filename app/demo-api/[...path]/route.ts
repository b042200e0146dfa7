// The embedded demo site API under /demo-api; switched off (404) when SITE_API_URL names a real one.
import { demoApiEnabled } from '@/lib/env';
import { handleDemoApiRequest } from '@/lib/demo-api/router';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context): Promise<Response> {
  if (!demoApiEnabled()) {
    return Response.json({ error: 'NOT_FOUND', message: 'The demo API is switched off' }, { status: 404 });
  }
  const { path } = await params;
  return handleDemoApiRequest(request, path);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
