// The spec's day and time formats live in lib/rules, shared with the demo API.
export * from '@/lib/rules/dates';
