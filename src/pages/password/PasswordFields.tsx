// The password inputs of a form (reset and change), with one show/hide toggle for all, the
// form's error above them and each field's message below it. Plain MUI: used on the light
// public pages and inside the app alike; `t` is either translator.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import type { Translate } from '../../providers/translate';
import type { FormErrors } from './passwordRules';

export interface PasswordField {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

interface Props {
  fields: PasswordField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  errors: FormErrors;
  t: Translate;
}

export const PasswordFields = ({ fields, values, onChange, errors, t }: Props) => {
  const [visible, setVisible] = useState(false);
  const toggle = t(visible ? 'app.account.password.hide' : 'app.account.password.show');
  return (
    <>
      {errors.root && (
        <Alert severity="error" role="alert">
          {t(errors.root)}
        </Alert>
      )}
      {fields.map((field, index) => {
        const error = errors.fields[field.name];
        return (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={visible ? 'text' : 'password'}
            autoComplete={field.autoComplete}
            autoFocus={index === 0}
            fullWidth
            value={values[field.name] ?? ''}
            onChange={(e) => onChange(field.name, e.target.value)}
            error={!!error}
            helperText={typeof error === 'string' ? t(error) : undefined}
            slotProps={
              index === 0
                ? {
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton aria-label={toggle} onClick={() => setVisible((v) => !v)} edge="end">
                            {visible ? <VisibilityOff /> : <Visibility />}
                          </IconButton>
                        </InputAdornment>
                      ),
                    },
                  }
                : undefined
            }
          />
        );
      })}
    </>
  );
};
