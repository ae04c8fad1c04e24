/** Console strings of the profile, notifications, password pages and upgrade offers (app.account.*) (en). */
export const account = {
} as const;
