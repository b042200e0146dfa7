// What server.mjs and the app's bundles share about the process's life: whether it is stopping, and the
// work to finish before it exits. Each of them loads its own copy of this module (server.mjs as it is,
// every bundle its own), so the state sits on globalThis under one registered symbol.
// Plain JavaScript (types in lifecycle.d.mts): server.mjs loads it as it is.
import { logger } from '../log/logger.mjs';

const KEY = Symbol.for('agency-site.lifecycle');

function state() {
  globalThis[KEY] ??= { stopping: false, onStop: [] };
  return globalThis[KEY];
}

/** True once the process was told to stop: /readyz answers 503 from then on. */
export function isStopping() {
  return state().stopping;
}

/** Marks the process as stopping; server.mjs calls it on SIGTERM, before it closes anything. */
export function beginStopping() {
  state().stopping = true;
}

/** Work to finish before the process exits (the outbox's mail in flight); runs last registered first. */
export function onStop(finish) {
  state().onStop.push(finish);
}

/** Runs every registered finish, newest first (what started last may use what started before it). */
export async function finishStopping() {
  for (const finish of [...state().onStop].reverse()) {
    try {
      await finish();
    } catch (error) {
      logger().error({ err: error }, 'a task failed while stopping');
    }
  }
}
