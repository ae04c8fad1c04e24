/** mail messages (fr). */
export const mail = {
} as const;
