// Unsaved changes are not lost silently: the browser asks before a reload or closing the tab, and
// a move inside the console (a link, the menu, back) waits for the user's confirmation.
import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router';

export const UnsavedGuard = ({ dirty }: { dirty: boolean }) => {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => { event.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // Only a move to another page: the search or hash of this one (e.g. a tab) changes nothing.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="app.unsaved.title"
      content="ra.message.unsaved_changes"
      confirm="app.unsaved.leave"
      cancel="app.unsaved.stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
