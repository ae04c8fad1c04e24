// /sites/:id: the engine form (name, regulations), then the site's buildings.
import { factories } from '../../../resources/factories';
import { EngineEdit } from '../../engine/EngineViews';
import { SiteBuildings } from './SiteBuildings';

export const SiteEdit = () => (
  <EngineEdit def={factories}>
    <SiteBuildings />
  </EngineEdit>
);
