/** True once the process was told to stop: /readyz answers 503 from then on. */
export declare function isStopping(): boolean;
/** Marks the process as stopping; server.mjs calls it on SIGTERM, before it closes anything. */
export declare function beginStopping(): void;
/** Work to finish before the process exits (the outbox's mail in flight); runs last registered first. */
export declare function onStop(finish: () => Promise<void> | void): void;
/** Runs every registered finish, newest first (what started last may use what started before it). */
export declare function finishStopping(): Promise<void>;
