// Linked objects of an element (other elements for now, either direction): each opens its page;
// with the edit right, an element is linked by searching it, and a link is removed by its button.
// Locked elements are read-only.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Autocomplete, Box, IconButton, Link as MuiLink, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGetList, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useAccess } from '../../providers/useSession';
import { addLink, removeLink } from './elementsApi';
import { elementPath } from './paths';
import { useElementSearch } from './useElementSearch';
import type { ElementRow } from './elementRow';

const describe = (r: RaRecord) => [r.designation, r.identification_number, r.factory_name].filter(Boolean).join(' · ');

const LinkPicker = ({ id, exclude, onDone }: { id: number; exclude: Set<number>; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const { results, tooLong } = useElementSearch(text);
  const options = results.filter((r) => r.id !== id && !exclude.has(Number(r.id)));
  const choose = async (other: RaRecord | null) => {
    if (!other) return;
    try {
      await addLink(id, other.id);
      setText('');
      onDone();
    } catch (error) {
      notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
    }
  };
  return (
    <Autocomplete
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={describe}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_, value) => void choose(value)}
      value={null}
      noOptionsText={translate(tooLong ? 'app.elements.search.too_long' : 'app.elements.search.none')}
      renderInput={(params) => <TextField {...params} size="small" label={translate('app.elements.links.add')} />}
      sx={{ maxWidth: 480, mb: 2 }}
    />
  );
};

export const ElementLinks = () => {
  const record = useRecordContext<ElementRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useAccess('elements', 'edit') && !record?.locked;
  const id = Number(record?.id);
  const { data = [], isPending } = useGetList('elements', {
    filter: { linked_to: id },
    sort: { field: 'designation', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  }, { enabled: !!record });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['elements', 'getList'] });
  const unlink = async (other: RaRecord) => {
    try {
      await removeLink(id, other.id);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'app.errors.unknown', { type: 'error' });
    }
  };
  if (!record || isPending) return null;
  return (
    <Box>
      {canEdit && <LinkPicker id={id} exclude={new Set(data.map((r) => Number(r.id)))} onDone={refresh} />}
      {!data.length ? (
        <Typography color="text.secondary">{translate('app.elements.links.empty')}</Typography>
      ) : (
        <List dense aria-label={translate('app.elements.sections.links')}>
          {data.map((other) => (
            <ListItem
              key={other.id}
              secondaryAction={canEdit && !other.locked && (
                <IconButton edge="end" aria-label={translate('app.elements.links.remove', { name: other.designation })} onClick={() => void unlink(other)}>
                  <LinkOffIcon />
                </IconButton>
              )}
            >
              <ListItemText
                primary={<MuiLink component={Link} to={elementPath(other.id)}>{String(other.designation)}</MuiLink>}
                secondary={[other.identification_number, other.element_type_name, other.factory_name].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
