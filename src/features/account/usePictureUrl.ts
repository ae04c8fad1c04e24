// A picture of the file store as an object URL (GET /files/{id}/ needs the token), released when
// the id changes or the component goes.
import { useEffect, useState } from 'react';
import { fetchFile } from './accountApi';

export const usePictureUrl = (id: number | null | undefined): string | null => {
  const [loaded, setLoaded] = useState<{ id: number; url: string } | null>(null);
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchFile(id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ id, url });
      })
      .catch(() => undefined); // no picture shown: the initials stay
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return id && loaded?.id === id ? loaded.url : null;
};
