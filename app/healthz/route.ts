/** Liveness probe for load balancers: answers without asking the site API. */
export function GET() {
  return new Response('ok', { headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });
}
