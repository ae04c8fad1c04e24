// Show and Edit with one behaviour when the API refuses the record: the spec's forbidden page on a
// 403, its not-found page otherwise (a 404 is also what an id out of the user's scope gets, §2, §8).
// react-admin's default shows an empty view, notifies "L'élément n'existe pas" and redirects to
// the resource's list, which may not exist (express reports live at /rxpress).
import { useContext, type ReactNode } from 'react';
import { Edit, EditContext, Show, ShowContext, useRecordContext, type EditProps, type ShowProps } from 'react-admin';
import { ForbiddenPage } from '../pages/errors/ForbiddenPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

export const RecordErrorPage = () => {
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  return statusOf(show?.error ?? edit?.error) === 403 ? <ForbiddenPage /> : <NotFoundPage />;
};

/** Actions drawn only once the record is there: a refused record gets none. */
const RecordOnly = ({ children }: { children: ReactNode }) => (useRecordContext() ? <>{children}</> : null);

// The error page replaces the view; no toast nor redirect on top of it.
const quiet = { onError: () => undefined };

export const RecordShow = ({ actions, queryOptions, ...props }: ShowProps) => (
  <Show
    {...props}
    actions={actions === false || actions === undefined ? actions : <RecordOnly>{actions}</RecordOnly>}
    error={<RecordErrorPage />}
    queryOptions={{ ...quiet, ...queryOptions }}
  />
);

export const RecordEdit = ({ actions, queryOptions, ...props }: EditProps) => (
  <Edit
    {...props}
    actions={actions === false || actions === undefined ? actions : <RecordOnly>{actions}</RecordOnly>}
    error={<RecordErrorPage />}
    queryOptions={{ ...quiet, ...queryOptions }}
  />
);
