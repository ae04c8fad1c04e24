// /sites: the engine list, with buildings shown as chips (ghosts hidden).
import { factories } from '../../../resources/factories';
import { EngineList } from '../../engine/EngineList';
import { BuildingChips } from './BuildingChips';

export const SiteList = () => <EngineList def={factories} cells={{ buildings: <BuildingChips /> }} />;
