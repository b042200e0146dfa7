import { NextResponse } from 'next/server';

// Turbopack looks for proxy.ts from the app's folder up to its root, which holds the site: without a file
// here the fixture would be built with the site's proxy. This one stands in for none: it matches no path.
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/blank-next-matches-no-path' };
