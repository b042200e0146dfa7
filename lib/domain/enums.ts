// The spec's enumerations live in lib/spec, the one module the website and the demo API share.
export * from '@/lib/spec';
