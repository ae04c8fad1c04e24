/** The console's own strings (react-admin `app.*` keys). Console helper: extend freely. */
export const app = {
  name: 'Conformité',
} as const;
