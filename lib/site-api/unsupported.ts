import 'server-only';
import { NotImplementedError } from './errors';

// The spec lists these two service operations as unsupported: they always reject.
// The privacy text comes from the agreements instead (getAgreements).

// (no endpoint) creating a policy log entry
export async function createPolicyLogEntry(): Promise<never> {
  throw new NotImplementedError('createPolicyLogEntry');
}

// (no endpoint) reading the privacy statement
export async function getPrivacyStatement(): Promise<never> {
  throw new NotImplementedError('getPrivacyStatement');
}
