// How a record is named on screen. People are named by their name, never by their e-mail address
// alone: pickers offer "Alice Martin (alice@demo.fr)" (two namesakes stay apart), cells show the name.
import type { RaRecord } from 'react-admin';
import { defOf } from '../providers/resourceMap';

interface Named {
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** "Alice Martin", or the address when the person has no name yet (an invitation). */
export const personName = (user: Named | undefined) =>
  `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() || user?.email || '';

/** "Alice Martin (alice@demo.fr)", or the address alone: how a person is offered in pickers. */
export const personOption = (user: Named | undefined) => {
  const name = personName(user);
  return name && user?.email && name !== user.email ? `${name} (${user.email})` : name;
};

const isPeople = (resource: string | undefined) => defOf(resource ?? '')?.name === 'users';

/** react-admin's recordRepresentation of a resource (ReferenceField, titles). */
export const representationOf = (resource: string | undefined): string | ((r: RaRecord) => string) =>
  isPeople(resource) ? (r: RaRecord) => personName(r as Named) : defOf(resource ?? '')?.labelField ?? 'name';

/** The optionText of a reference picker on `resource`. */
export const optionTextOf = (resource: string | undefined): string | ((r: RaRecord) => string) =>
  isPeople(resource) ? (r: RaRecord) => personOption(r as Named) : defOf(resource ?? '')?.labelField ?? 'name';
