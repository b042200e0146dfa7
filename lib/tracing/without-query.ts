import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';

/**
 * Next's request span records the request's target, query string included, where a visitor's address or
 * a subscription token may sit; the trace keeps the path only, as the failure log does
 * (lib/log/request-failure.ts). Next sets the attribute when it starts the span, so onStart can replace it.
 */
export class WithoutQuery implements SpanProcessor {
  onStart(span: Span): void {
    const target = span.attributes['http.target'];
    if (typeof target === 'string' && /[?#]/.test(target)) span.setAttribute('http.target', pathOnly(target));
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

export function pathOnly(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? '';
}
