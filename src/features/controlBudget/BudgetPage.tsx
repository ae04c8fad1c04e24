// /controlprice: the company's prices per control type (engine list, forms to create and edit),
// then the forecast they give (ForecastPanel).
import { controlPrices } from '../../../resources/controlPrices';
import { EngineList } from '../../engine/EngineList';
import { ForecastPanel } from './ForecastPanel';

export const BudgetPage = () => (
  <>
    <EngineList def={controlPrices} />
    <ForecastPanel />
  </>
);
