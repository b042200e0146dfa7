// The language fallback rules live in lib/spec, shared with the demo API.
export * from '@/lib/spec/localized';
