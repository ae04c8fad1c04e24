// The <Resource> props of a metadata resource: engine views unless a feature overrides them,
// each behind an access gate. A new simple area needs no code here.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceDef } from '../../resources/types';
import { raName } from '../providers/resourceMap';
import { AccessGate } from './AccessGate';
import { EngineList } from './EngineList';
import { EngineCreate, EngineEdit, EngineShow } from './EngineViews';

export interface ViewOverrides {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
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

export const resourceProps = (def: ResourceDef, overrides: ViewOverrides = {}): ResourceProps => {
  const name = raName(def);
  const views: ResourceProps = {
    name,
    icon: overrides.icon,
    recordRepresentation: def.labelField,
    list: gated(name, 'list', overrides.list ?? (() => <EngineList def={def} />)),
    show: gated(name, 'show', overrides.show ?? (() => <EngineShow def={def} />)),
  };
  // A catalogue (read-only resource) has no create nor edit route.
  if (def.readOnly) return views;
  return {
    ...views,
    create: gated(name, 'create', overrides.create ?? (() => <EngineCreate def={def} />)),
    edit: gated(name, 'edit', overrides.edit ?? (() => <EngineEdit def={def} />)),
  };
};
