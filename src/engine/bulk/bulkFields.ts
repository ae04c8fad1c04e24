// A bulk edit changes only the fields the user ticked: the others are left as each row has them
// (moving elements to a group must not move them to a building as well).

/** The data sent to /bulk/: the ticked fields only, null included (it empties an optional field). */
export const chosenData = (values: Record<string, unknown>, chosen: ReadonlySet<string>): Record<string, unknown> =>
  Object.fromEntries([...chosen].map((name) => [name, values[name] ?? null]));
