// ESLint for the library, its tests, demo and scripts: ESLint's and typescript-eslint's recommended rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'demo-dist/', 'e2e-out/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node scripts; the e2e ones also pass functions to the browser (page.evaluate).
    files: ['**/*.mjs', '*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', window: 'readonly', document: 'readonly', Image: 'readonly', setTimeout: 'readonly' },
    },
  },
);
