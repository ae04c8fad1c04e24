// The language picker: a globe button named "Langue"/"Language" opening Français / English.
// The choice is stored under `locale` and the page reloads (spec §2). Used on public pages too,
// so it relies on the light translator rather than react-admin's.
import LanguageIcon from '@mui/icons-material/Language';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { Locale } from '../../locales/types';
import { changeLocale, getLocale, LOCALE_NAMES } from '../providers/locale';
import { useLightTranslate } from '../providers/translate';

export const LanguageMenu = () => {
  const t = useLightTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = getLocale();
  const label = t('app.language.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LanguageIcon />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(Object.keys(LOCALE_NAMES) as Locale[]).map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={locale === current}
            onClick={() => (locale === current ? setAnchor(null) : changeLocale(locale))}
          >
            {LOCALE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
