// The spec's day and time formats live in lib/spec, shared with the demo API.
export * from '@/lib/spec/dates';
