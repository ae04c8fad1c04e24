// react-admin's default theme with the brand colours.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from './theme';

export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  ...brand,
  palette: { ...defaultTheme.palette, ...brand.palette },
};
