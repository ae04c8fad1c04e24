// State of a password form: values, the console's check before the call, the API's answer
// mapped onto the same fields.
import { useState } from 'react';
import { formErrorsOf, hasErrors, NO_ERRORS, validatePasswordForm, type FormErrors, type PasswordForm } from './passwordRules';

export const usePasswordForm = (form: PasswordForm) => {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);

  const onChange = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  /**
   * Checks, then calls. `handled` may take an API error over (true: not shown on the form).
   * Resolves true when the call succeeded.
   */
  const submit = async (call: (values: Record<string, string>) => Promise<void>, handled?: (error: unknown) => boolean) => {
    const local = validatePasswordForm(form, values);
    setErrors(local);
    if (hasErrors(local)) return false;
    setPending(true);
    try {
      await call(values);
      return true;
    } catch (error) {
      if (!handled?.(error)) setErrors(formErrorsOf(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { values, onChange, errors, pending, submit };
};
