/** files messages (fr). */
export const files = {
} as const;
