// The language fallback rules live in lib/rules, shared with the demo API.
export * from '@/lib/rules/localized';
