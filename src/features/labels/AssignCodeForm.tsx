// Assigns an unassigned code to an element: an autocomplete of the elements in the user's scope
// (searched by designation or identification number; locked ones cannot be chosen), a confirm
// button, and the API's 'assignment failed' message when the code is refused.
import { Alert, Autocomplete, CircularProgress, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { assignCode, searchElements, type CodedElement } from './labelsApi';
import { TextButton } from '../../engine/TextButton';

const DEBOUNCE_MS = 300;

const optionLabel = (e: CodedElement) => [e.designation, e.identification_number].filter(Boolean).join(' · ');

export const AssignCodeForm = ({ code, onAssigned }: { code: string; onAssigned: (element: CodedElement) => void }) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<CodedElement[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<CodedElement | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchElements(input, controller.signal)
        .then(setOptions)
        .catch(() => undefined) // aborted, or failed: the previous options stay
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);

  const submit = async () => {
    if (!chosen) return;
    setPending(true);
    setError(null);
    try {
      onAssigned(await assignCode(chosen.id, code));
    } catch (e) {
      setError((e as Error).message || translate('app.labels.code_page.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Autocomplete
        options={options}
        value={chosen}
        onChange={(_, value) => { setChosen(value); setError(null); }}
        inputValue={input}
        onInputChange={(_, value) => setInput(value)}
        filterOptions={(x) => x} // the API searched already
        getOptionLabel={optionLabel}
        getOptionDisabled={(e) => !!e.locked}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={loading}
        noOptionsText={translate('app.labels.code_page.no_options')}
        renderOption={(props, e) => (
          <li {...props} key={e.id}>
            {optionLabel(e)}
            {e.factory_name ? ` — ${e.factory_name}` : ''}
            {e.locked ? ` (${translate('app.labels.code_page.locked')})` : ''}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.labels.code_page.element')}
            helperText={translate('app.labels.code_page.search_hint')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 },
              input: {
                ...params.slotProps.input,
                endAdornment: <>{loading && <CircularProgress size={18} />}{params.slotProps.input.endAdornment}</>,
              },
            }}
          />
        )}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <TextButton label="app.labels.code_page.assign" variant="contained" disabled={!chosen || pending} onClick={submit} />
      </div>
    </Stack>
  );
};
