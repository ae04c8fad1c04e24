// The <Resource> props of a metadata resource: engine views unless a feature overrides them,
// each behind an access gate. A new simple area needs no code here.
import type { ComponentType } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router';
import type { ResourceProps } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { raName } from '../providers/resourceMap';
import { AccessGate } from './AccessGate';
import { EngineList } from './EngineList';
import { EngineCreate, EngineEdit, EngineShow } from './EngineViews';
import { representationOf } from './recordLabel';

export interface ViewOverrides {
  list?: ComponentType;
  /** null: rows are created elsewhere (an upload, a wizard): no create route, no Create button. */
  create?: ComponentType | null;
  /** null: the record page edits itself (a review screen): no edit route, rows open on the page. */
  edit?: ComponentType | null;
  show?: ComponentType;
  icon?: ComponentType;
  /** The record page at `/<name>/{id}` and editing at `/<name>/{id}/edit` (spec §2 for elements),
   * instead of react-admin's `/{id}/show` and `/{id}`; old `/{id}/show` links redirect. */
  recordAtRoot?: boolean;
}

const gated = (resource: string, action: string, View: ComponentType): ComponentType => {
  const Gated = () => (
    <AccessGate resource={resource} action={action}>
      <View />
    </AccessGate>
  );
  Gated.displayName = `${resource}.${action}`;
  return Gated;
};

/** An old `/<name>/{id}/show` link: the record page is now `/<name>/{id}`. */
const OldShowLink = ({ name }: { name: string }) => {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${name}/${encodeURIComponent(id)}${search}${hash}`} replace />;
};

/** Resource child routes: `create` and the list are react-admin's; `edit` beats `:id` by rank. */
const recordAtRootProps = (name: string, views: ResourceProps, Edit?: ComponentType): ResourceProps => {
  const { show: Show, ...rest } = views;
  const ShowView = Show as ComponentType;
  return {
    ...rest,
    hasShow: true,
    hasEdit: !!Edit,
    children: [
      Edit && <Route key="edit" path=":id/edit/*" element={<Edit />} />,
      <Route key="old-show" path=":id/show/*" element={<OldShowLink name={name} />} />,
      <Route key="show" path=":id/*" element={<ShowView />} />,
    ],
  };
};

export const resourceProps = (def: ResourceDef, overrides: ViewOverrides = {}): ResourceProps => {
  const name = raName(def);
  const views: ResourceProps = {
    name,
    icon: overrides.icon,
    recordRepresentation: representationOf(name),
    list: gated(name, 'list', overrides.list ?? (() => <EngineList def={def} />)),
    show: gated(name, 'show', overrides.show ?? (() => <EngineShow def={def} />)),
  };
  // A catalogue (read-only resource) has no create nor edit route.
  if (def.readOnly) return overrides.recordAtRoot ? recordAtRootProps(name, views) : views;
  const create = overrides.create === null ? undefined : gated(name, 'create', overrides.create ?? (() => <EngineCreate def={def} />));
  const edit = overrides.edit === null ? undefined : gated(name, 'edit', overrides.edit ?? (() => <EngineEdit def={def} />));
  if (overrides.recordAtRoot) return { ...recordAtRootProps(name, views, edit), create };
  return { ...views, create, edit };
};
