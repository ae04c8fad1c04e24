// One rule for an image replaced by an upload (the profile picture, the company logo): the file
// is checked here by extension (the API checks its content), a failure shows the spec's file
// error, a success notifies; `after` runs once the upload or removal is done.
import { useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { pictureFileError, uploadErrorKind, type FileErrorKind } from './profileRules';

export const useImageUpload = (after?: () => void) => {
  const notify = useNotify();
  const [error, setError] = useState<FileErrorKind | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setPending(true);
    setError(null);
    try {
      await action();
      after?.();
      notify(done, { type: 'success', autoHideDuration: 2000 });
    } catch (e) {
      setError(uploadErrorKind(e));
    } finally {
      setPending(false);
    }
  };

  /** The file input's change handler: checks the file, then uploads it. */
  const onFile = (upload: (file: File) => Promise<unknown>, done: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    const refused = pictureFileError(file);
    if (refused) return setError(refused);
    void run(() => upload(file), done);
  };

  return { error, pending, run, onFile };
};
