// The global element search of the top bar: designation, identification number and landmarks
// (the API's search), debounced, with the rule of spec §5 (a message past 100 characters). Up to
// 10 matches; choosing one opens the element, Enter or "see all" opens /elements?search=….
// Hidden from users who may not view elements.
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Dialog, DialogContent, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslate, type RaRecord } from 'react-admin';
import { normalizeSearch } from './searchText';
import { useElementSearch } from './useElementSearch';
import { elementPath } from './paths';
import { usePhone } from '../../engine/phone/usePhone';
import { useAccess } from '../../providers/useSession';

const SEE_ALL = '__see_all__';
type Option = RaRecord | { id: typeof SEE_ALL };

/** `onDone`: called once the search has navigated (the phone's dialog closes then). */
const GlobalSearchBox = ({ onDone, autoFocus = false }: { onDone?: () => void; autoFocus?: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { results, tooLong, search, isFetching } = useElementSearch(text, 10);
  // Enter opens an element only when it was picked with the keyboard; otherwise it lists all.
  const keyboardPick = useRef(false);
  const seeAll = () => {
    const typed = normalizeSearch(text);
    if (!typed || tooLong) return;
    setText('');
    navigate(`/elements?search=${encodeURIComponent(typed)}`);
    onDone?.();
  };
  const open = (option: Option | string | null) => {
    if (option === null) return;
    if (typeof option === 'string' || option.id === SEE_ALL) return seeAll();
    setText('');
    navigate(elementPath(option.id));
    onDone?.();
  };
  const options: Option[] = results.length ? [...results, { id: SEE_ALL }] : [];
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.id === SEE_ALL ? search : String((o as RaRecord).designation ?? ''))}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_, value) => open(value)}
      onHighlightChange={(_, option, reason) => {
        keyboardPick.current = option !== null && reason === 'keyboard';
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || keyboardPick.current) return;
        (event as unknown as { defaultMuiPrevented: boolean }).defaultMuiPrevented = true;
        event.preventDefault();
        seeAll();
      }}
      value={null}
      loading={isFetching}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props}>
          {o.id === SEE_ALL ? (
            <Typography variant="body2" color="primary">{translate('app.elements.search.see_all', { search })}</Typography>
          ) : (
            <Box>
              <Typography variant="body2">{String((o as RaRecord).designation)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[(o as RaRecord).identification_number, (o as RaRecord).factory_name].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          )}
        </Box>
      )}
      sx={onDone ? { width: '100%' } : { width: { xs: 180, md: 300 }, mx: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          margin="none"
          variant="outlined"
          placeholder={translate('app.elements.search.placeholder')}
          autoFocus={autoFocus}
          error={tooLong}
          helperText={tooLong ? translate('app.elements.search.too_long') : undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': translate('app.elements.search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" sx={{ color: 'inherit' }}>
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            formHelperText: { role: 'alert', sx: { color: 'inherit', position: 'absolute', top: '100%', whiteSpace: 'nowrap' } },
          }}
          sx={{
            '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
            '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.3)' },
            '& input::placeholder': { color: 'inherit', opacity: 0.8 },
          }}
        />
      )}
    />
  );
};

/** On a phone the top bar has no room for the field: a search icon opens it in a dialog. */
const PhoneSearch = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton color="inherit" aria-label={translate('app.elements.search.label')} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      <Dialog open={open} onClose={close} fullWidth slotProps={{ paper: { sx: { alignSelf: 'flex-start', bgcolor: 'primary.main', color: 'primary.contrastText' } } }}>
        <DialogContent sx={{ p: 1.5 }}>
          <GlobalSearchBox onDone={close} autoFocus />
        </DialogContent>
      </Dialog>
    </>
  );
};

const GlobalSearchEntry = () => (usePhone() ? <PhoneSearch /> : <GlobalSearchBox />);

export const GlobalSearch = () => (useAccess('elements', 'list') ? <GlobalSearchEntry /> : null);
