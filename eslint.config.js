import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { fileURLToPath } from 'node:url'

/**
 * One-way layers (STYLE.md): contract -> domain -> api -> machines -> ui -> routes -> app (src/app: the boot files).
 * A folder imports only from folders to its left; mock-server only from contract and domain.
 */
const layers = ['contract', 'domain', 'api', 'machines', 'ui', 'routes']
const layerRule = (layer, allowed) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...layers, 'mock-server', 'app']
              .filter((other) => other !== layer && !allowed.includes(other))
              .map((other) => `@/${other}*`),
            message: `src/${layer} may import only from: ${[layer, ...allowed].join(', ') || 'itself'} (STYLE.md layers).`,
          },
          { group: ['../*'], message: 'Use the @/ alias instead of parent-relative imports.' },
        ],
      },
    ],
  },
})

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.tanstack'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // import-x reads other files only with a parser and the extensions it may follow: without these two
    // settings import-x/no-cycle never opened a .ts file and passed every cycle.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  layerRule('contract', []),
  layerRule('domain', ['contract']),
  layerRule('api', ['contract', 'domain']),
  layerRule('machines', ['contract', 'domain', 'api']),
  layerRule('ui', ['contract', 'domain', 'api', 'machines']),
  layerRule('routes', ['contract', 'domain', 'api', 'machines', 'ui']),
  layerRule('mock-server', ['contract', 'domain']),
)
