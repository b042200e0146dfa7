import { defineConfig } from 'drizzle-kit';

// Migrations of the embedded demo API: `npx drizzle-kit generate` writes SQL from the schema;
// the API applies them at start (lib/demo-api/db/index.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/demo-api/db/schema.ts',
  out: './lib/demo-api/db/migrations',
});
