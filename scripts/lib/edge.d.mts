export type EdgeOptions = {
  /** Port on 127.0.0.1; 0 takes a free one. */
  listen?: number;
  /** A second port on 127.0.0.1 that takes the PROXY protocol (a TLS terminator's); 0 takes a free one. */
  proxyListen?: number;
  /** The app instances, `host:port`, behind one round-robin director. */
  backends?: string[];
  purgers?: string[];
  tlsTerminators?: string[];
  /** The body of `sub site_recv`, run first in vcl_recv. */
  siteRecv?: string;
  /** More backends by VCL name (`{ other: '127.0.0.1:4000' }`), for siteRecv to route to. */
  extraBackends?: Record<string, string>;
  storage?: string;
  /** Where the run's working directory is made (the OS's temp directory by default). */
  workDir?: string;
  /** varnishd's path, instead of /usr/sbin or PATH. */
  varnishd?: string;
  startTimeoutMs?: number;
  /** More varnishd run-time parameters (`-p name=value`), e.g. `{ timeout_idle: 600 }`. */
  params?: Record<string, string | number>;
};
export type Edge = {
  port: number;
  proxyPort: number | undefined;
  url: string;
  /** varnishd's -n directory: `varnishlog -n <name>`. */
  name: string;
  stop(): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What varnishd printed so far. */
  output(): string;
};
export declare function startEdge(options?: EdgeOptions): Promise<Edge>;
export declare function findVarnishd(explicit?: string): string;
export declare function siteVcl(options: {
  backends: string[];
  purgers: string[];
  tlsTerminators: string[];
  siteRecv?: string;
  extraBackends?: Record<string, string>;
}): string;
