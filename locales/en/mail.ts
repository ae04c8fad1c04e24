/** mail messages (en). */
export const mail = {
} as const;
