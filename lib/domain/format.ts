// The spec's number and date formats live in lib/spec, shared with the demo API.
export * from '@/lib/spec/format';
