/** Console strings of users, teams, rights and the user wizard (app.users.*, app.teams.*) (en). */
export const users = {
} as const;
