// "Copier le lien": the address of the element's page, to paste in a message or a work order. The
// clipboard may refuse (no permission, an insecure page): spec §8's "copy link failed" then.
import LinkIcon from '@mui/icons-material/Link';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { elementPath } from './paths';
import type { ElementRow } from './elementRow';

export const CopyLinkButton = () => {
  const record = useRecordContext<ElementRow>();
  const notify = useNotify();
  if (!record) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(elementPath(record.id), window.location.origin).href);
      notify('app.errors.link_copied', { type: 'info' });
    } catch {
      notify('app.errors.copy_link_failed', { type: 'error' });
    }
  };
  return <Button label="app.errors.copy_link" onClick={() => void copy()}><LinkIcon /></Button>;
};
