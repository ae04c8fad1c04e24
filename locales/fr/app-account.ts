/** Console strings of the profile, notifications, password pages and upgrade offers (app.account.*) (fr). */
export const account = {
} as const;
