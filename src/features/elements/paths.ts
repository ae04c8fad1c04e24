// The element page's URLs (spec §2): `/elements/{id}` is the page, editing is `/elements/{id}/edit`.
// react-admin's own links say `/elements/{id}/show` (page) and `/elements/{id}` (edit): the first
// redirects, and the console links through these helpers instead.
import type { Identifier } from 'react-admin';

export const elementPath = (id: Identifier) => `/elements/${encodeURIComponent(String(id))}`;
export const elementEditPath = (id: Identifier) => `${elementPath(id)}/edit`;
