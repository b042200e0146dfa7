import type { Server } from 'node:http';

/** METRICS_PORT, checked: undefined when unset or empty (no endpoint). */
export declare function metricsPort(value: string | undefined): number | undefined;
/** Serves GET /metrics on `port` (0: any free port), once it listens; null, and no server, without a port. */
export declare function serveMetrics(port: number | undefined, hostname?: string): Promise<Server | null>;
