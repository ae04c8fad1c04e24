/** API messages of users, teams, rights and password flows (api.users.*) (fr). */
export const users = {
} as const;
