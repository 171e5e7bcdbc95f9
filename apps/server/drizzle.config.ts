import { defineConfig } from 'drizzle-kit';

// Generation only needs the dialect and the schema; migrations are applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
