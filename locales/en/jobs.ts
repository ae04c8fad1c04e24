/** jobs messages (en). */
export const jobs = {
} as const;
