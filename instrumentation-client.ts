// Runs in the browser before the page's own code (Next's instrumentation-client convention).
import { config } from 'zod/v4/core';

// Zod compiles object schemas with `new Function` when it may; to find out, it tries once, and under the
// site's Content-Security-Policy (no 'unsafe-eval') that try is blocked and reported as a violation even
// though Zod catches it. Without eval it parses the same, a little slower. Set before any schema is built.
config({ jitless: true });
