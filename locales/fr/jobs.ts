/** jobs messages (fr). */
export const jobs = {
} as const;
