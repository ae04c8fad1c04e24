/** API messages of users, teams, rights and password flows (api.users.*) (en). */
export const users = {
} as const;
