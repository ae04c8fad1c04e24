import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The console (src/) and the server (server/) share only resources/ and locales/.
const forbid = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'playwright-report', 'test-results', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...forbid(['**/server/**', 'pg', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], 'The console must not import server code.'),
    },
  },
  {
    // The console's engine, layout and providers know no area: areas plug in through the registry
    // (src/features/index.ts and consoleArea.ts: menu, routes, pages, top bar, tier offer).
    files: ['src/engine/**/*.{ts,tsx}', 'src/layout/**/*.{ts,tsx}', 'src/providers/**/*.{ts,tsx}'],
    rules: forbid(['**/server/**', 'pg', 'fastify', 'drizzle-orm', 'drizzle-orm/*', '**/features/**', '!**/features/consoleArea'],
      'The engine, layout and providers must not import an area (use the registry in src/features/index.ts).'),
  },
  {
    files: ['server/**/*.ts'],
    rules: forbid(['**/src/**', 'react', 'react-admin', '@mui/*'], 'The server must not import console code.'),
  },
  {
    // The generic engine knows no area: areas plug in through server/areas/index.ts (issue 9).
    files: ['server/crud/**/*.ts'],
    rules: forbid(['**/src/**', 'react', 'react-admin', '@mui/*', '**/areas/**', '**/areas'], 'The engine (server/crud) must not import an area.'),
  },
);
