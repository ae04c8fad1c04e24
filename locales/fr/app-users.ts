/** Console strings of users, teams, rights and the user wizard (app.users.*, app.teams.*) (fr). */
export const users = {
} as const;
