// The language (spec §2): Français or English, kept on the account (the API writes e-mails in it)
// and stored locally under `locale`; the page then reloads, like the top bar's language picker.
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Locale } from '../../../locales/types';
import { changeLocale, getLocale, LOCALE_NAMES } from '../../providers/locale';
import { updateProfile } from './accountApi';

export const LanguageSetting = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const current = getLocale();

  const change = async (locale: Locale) => {
    if (locale === current) return;
    setPending(true);
    try {
      await updateProfile({ language: locale });
      changeLocale(locale);
    } catch (error) {
      notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
      setPending(false);
    }
  };

  return (
    <TextField
      select
      label={translate('app.account.profile.language')}
      helperText={translate('app.account.profile.language_hint')}
      value={current}
      disabled={pending}
      onChange={(e) => void change(e.target.value as Locale)}
      sx={{ minWidth: 240 }}
    >
      {(Object.keys(LOCALE_NAMES) as Locale[]).map((locale) => (
        <MenuItem key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </TextField>
  );
};
