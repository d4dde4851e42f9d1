import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npm run db:generate`); they are applied from code at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
