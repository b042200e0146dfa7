// Tables of the embedded demo site API. The same schema runs on a real PostgreSQL (design decision 4).
// Search columns of `estates` are real columns with indexes; the full answer documents are jsonb.
// One file per part of the API (schema/); this module is what the code and drizzle-kit read.
export * from './schema/common';
export * from './schema/site';
export * from './schema/estates';
export * from './schema/rentals';
export * from './schema/visitors';
