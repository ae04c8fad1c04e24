// Previous/next pagination for cursor lists (no total: the API pages by cursor), the number of
// rows per page (at most 100), and the count of matching rows from /count/.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, MenuItem, TextField, Toolbar, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ResultCount } from './ResultCount';

export const PER_PAGE_OPTIONS = [10, 25, 50, 100];

export const CursorPagination = ({ withCount = true }: { withCount?: boolean }) => {
  const { page, perPage, hasNextPage, hasPreviousPage, setPage, setPerPage, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return <Toolbar variant="dense" />;
  return (
    <Toolbar variant="dense" sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {withCount && <ResultCount />}
      <Box sx={{ flex: 1 }} />
      <TextField
        select
        size="small"
        variant="standard"
        margin="none"
        fullWidth={false}
        label={translate('app.list.per_page')}
        value={perPage}
        onChange={(event) => setPerPage(Number(event.target.value))}
        sx={{ width: 120 }}
      >
        {[...new Set([...PER_PAGE_OPTIONS, perPage])].sort((a, b) => a - b).map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2">{translate('app.list.page', { page })}</Typography>
      <IconButton
        aria-label={translate('app.list.previous')}
        disabled={!hasPreviousPage || page <= 1}
        onClick={() => setPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label={translate('app.list.next')} disabled={!hasNextPage} onClick={() => setPage(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Toolbar>
  );
};
