// The spec's number and date formats live in lib/rules, shared with the demo API.
export * from '@/lib/rules/format';
