/** files messages (en). */
export const files = {
} as const;
