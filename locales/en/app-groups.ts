/** Console strings of groups (app.groups.*) (en). */
export const groups = {
  elements: 'Elements of the group (%{smart_count})',
  no_elements: 'This group holds no element. Add some from the elements list (bulk action “Update”).',
} as const;
