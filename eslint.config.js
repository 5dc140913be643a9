import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { webBoundaries } from './eslint-rules/web-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data*/**', '**/migrations/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web's layers (eslint-rules/web-boundaries.js). Each listed edge between features says why
    // it stays; a new one needs a reason here, or its shared piece moves to lib/ or components/.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { lactea: { rules: { 'web-boundaries': webBoundaries } } },
    rules: {
      'lactea/web-boundaries': ['error', {
        allowed: {
          // The till and the till without the server (decision 0043) are one screen in two folders:
          // the till sells from offline's lookups and queue; the queue sends with the till's call.
          till: ['offline'],
          offline: ['till', 'clients'],
          // CIERRE DE CAJA warns of devices with unsent sales: offline-sales' device list.
          'close-box': ['offline-sales'],
          // BALANCE is CIERRE DE CAJA's period bar and drill-downs with other figures.
          balance: ['close-box'],
          // GASTOS ADMIN is GASTOS for the administrator's own expenses, typed by TIPO GASTOS.
          'expenses-admin': ['expenses', 'expense-types'],
        },
      }],
    },
  },
);
