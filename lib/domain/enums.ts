// The spec's enumerations live in lib/rules, the one module the website and the demo API share.
export * from '@/lib/rules';
