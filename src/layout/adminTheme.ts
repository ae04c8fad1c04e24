// react-admin's default theme with the brand colours (and the brand's accessibility overrides,
// added to react-admin's own component overrides rather than replacing them).
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from './theme';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  ...brand,
  palette: { ...defaultTheme.palette, ...brand.palette },
  components: { ...defaultTheme.components, ...brand.components },
};
