// Turbopack looks for instrumentation.ts from the app's folder up to its root, which holds the site:
// without a file here the fixture would start the site's tracing and demo API. This one does nothing.
export function register() {}
