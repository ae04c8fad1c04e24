// Below MUI's `sm` breakpoint (600 px) the console switches to its phone layout (react-admin's
// demo does the same with SimpleList). `noSsr`: the first render already knows, so a list does not
// mount its table, then unmount it for the cards.
import { useMediaQuery, type Theme } from '@mui/material';

export const usePhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
