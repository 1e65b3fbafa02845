// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'screenshots/', 'bench/.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart']
    }
  },
  {
    // The widget shares the server's wire types, never its code: nothing from server/ may reach the bundle.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: 'The widget imports server types with `import type` only' }]
      }]
    }
  },
  {
    files: ['server/cli/**', 'server/main.ts', 'bench/**', 'scripts/**', 'test/**'],
    rules: { 'no-console': 'off' }
  }
)
