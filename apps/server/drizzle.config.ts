import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables, so that a new module's migration needs no other file.
  schema: ['./src/modules/*/*.table.ts', './src/plugins/*/*.table.ts'],
  out: './src/db/migrations',
});
