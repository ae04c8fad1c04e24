// The react-admin dataProvider over the generic API (docs/API.md), driven by resources/ metadata:
// cursor pages (never a total), /count/, /options/, /bulk/ with its confirmation, /export/.
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import { CursorBook, cursorOf } from './cursors';
import { downloadExport, downloadExportFile, downloadReport, type ExportDelivery, type ExportFormat, type QueuedExport } from './exportFile';
import { httpClient } from './httpClient';
import { filterQuery, listQuery, MAX_PAGE_SIZE, type Sort } from './listQuery';
import { apiPath, defOf } from './resourceMap';
import type { ConfirmRequest, Dependent } from './types';
import { changedFields, toBody } from './writeBody';
import { usersMethods, type UsersMethods } from './usersApi';

interface Page<T> {
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Declared once for the server and the console (resources/contract.ts). */
import type { JobState, ResourceOptions } from '../../resources/contract';
export type { JobState, ResourceOptions };

/** Thrown by deleteMany/updateMany when the API asks the user to confirm (type CONFIRMER). */
export class ConfirmationRequired extends Error {
  /** `dependents`: what else the delete takes, by kind (the API's counts with their labels). */
  constructor(message: string, readonly request: ConfirmRequest, readonly dependents: Dependent[] = []) {
    super(message);
    this.name = 'ConfirmationRequired';
  }
}

/** A bulk selection: ids, or every row matching a list filter ("select all N"). */
export interface BulkScope {
  all?: boolean;
  filter?: Record<string, unknown>;
}

/** `UsersMethods`: rights areas and templates, invitations, bulk rights (usersApi.ts). */
export interface AppDataProvider extends DataProvider, UsersMethods {
  count(resource: string, params: { filter?: Record<string, unknown>; signal?: AbortSignal }): Promise<number>;
  getOptions(resource: string, params?: { id?: Identifier; signal?: AbortSignal }): Promise<ResourceOptions>;
  /** Downloads the export, or answers the job when the API e-mails it instead. */
  export(
    resource: string, params: { filter?: Record<string, unknown>; sort?: Sort; format: ExportFormat; delivery?: ExportDelivery },
  ): Promise<QueuedExport | null>;
  downloadExportFile(jobId: string): Promise<void>;
  /** The list's report (its filters) as PDF or XLSX; the job when the API e-mails it (spec §7). */
  report(resource: string, params: { filter?: Record<string, unknown>; sort?: Sort; format: 'pdf' | 'xlsx' }): Promise<QueuedExport | null>;
  /** A record's sheet with its linked rows, as PDF or XLSX (spec §7). */
  exportRecord(resource: string, params: { id: Identifier; format: 'pdf' | 'xlsx' }): Promise<void>;
  /** Replays a confirmed request; resolves with the API's answer (`{ count }`, or `{ job, count, message }` for bulk). */
  confirm(request: ConfirmRequest): Promise<{ count?: number; job?: { id: string }; message?: string }>;
  getJob(id: string, params?: { signal?: AbortSignal }): Promise<JobState>;
}

const book = new CursorBook();
const itemPath = (resource: string, id: Identifier) => `${apiPath(resource)}${encodeURIComponent(String(id))}/`;

/** Only sortable fields reach `ordering` (react-admin inputs sort on `id` by default). */
const validSort = (resource: string, sort: Sort | undefined): Sort | undefined => {
  const def = defOf(resource);
  if (!sort?.field || !def) return sort;
  return def.fields.some((f) => f.name === sort.field && f.sortable) ? sort : undefined;
};

/**
 * A list of a resource with tabs is always within a tab: the first one unless another is chosen
 * (react-admin drops its default filter values as soon as the URL carries any parameter).
 */
const withTab = (resource: string, filter: Record<string, unknown> = {}) => {
  const first = defOf(resource)?.tabs?.[0]?.name;
  return first && filter.tab === undefined ? { ...filter, tab: first } : filter;
};

const getList = async (resource: string, params: GetListParams) => {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const sort = validSort(resource, params.sort);
  const filter = withTab(resource, params.filter);
  const key = book.key(resource, filter, sort, perPage);
  // A list opened from a URL carrying `page` and `cursor` (src/engine/listUrl.ts) starts there.
  const seed = params.meta as { cursor?: string; cursorPage?: number } | undefined;
  if (seed?.cursor && seed.cursorPage === page && book.get(key, page) === undefined) book.set(key, page, seed.cursor);
  const cursor = book.get(key, page);
  // A page we never reached by "next": react-admin then goes back to page 1.
  if (cursor === undefined) return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } };
  const { json } = await httpClient<Page<RaRecord>>(apiPath(resource), {
    query: listQuery({ filter, sort, perPage, cursor }),
    signal: params.signal,
  });
  const next = cursorOf(json.next);
  if (next) book.set(key, page + 1, next);
  // `meta.cursor`: the cursor of this page (none on page 1), written to the list's URL.
  return {
    data: json.results as never[],
    pageInfo: { hasNextPage: !!next, hasPreviousPage: page > 1 || !!json.previous },
    ...(cursor ? { meta: { cursor } } : {}),
  };
};

const bulk = async (resource: string, body: Record<string, unknown>, ids: Identifier[], scope?: BulkScope) => {
  const selection = scope?.all ? { all: true, filter: filterQuery(withTab(resource, scope.filter)) } : { ids };
  const { json } = await httpClient<{ count?: number; message?: string; confirm_request?: ConfirmRequest; job?: { id: string } }>(
    `${apiPath(resource)}bulk/`,
    { method: 'POST', body: { ...body, ...selection } },
  );
  if (json.confirm_request) throw new ConfirmationRequired(json.message ?? '', json.confirm_request);
  book.forget(resource);
  // The API's count (an "all matching" selection sends no ids), or the job of a large selection.
  return { data: ids, count: json.count, job: json.job, message: json.message };
};

export const dataProvider: AppDataProvider = {
  supportAbortSignal: true,
  getList,
  getOne: async (resource, { id, signal }) => ({
    data: (await httpClient<RaRecord>(itemPath(resource, id), { signal })).json as never,
  }),
  getMany: async (resource, { ids, signal }) => {
    const data: never[] = [];
    // `?id=1,2,3` batches references; the API pages at 100 rows.
    for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
      const chunk = ids.slice(i, i + MAX_PAGE_SIZE);
      const { json } = await httpClient<Page<RaRecord>>(apiPath(resource), {
        query: { id: chunk.join(','), page_size: MAX_PAGE_SIZE },
        signal,
      });
      data.push(...(json.results as never[]));
    }
    return { data };
  },
  getManyReference: (resource, { target, id, ...params }) =>
    getList(resource, { ...params, filter: { ...params.filter, [target]: id } }),
  create: async (resource, { data }) => {
    const { json } = await httpClient<RaRecord & { results?: RaRecord[] }>(apiPath(resource), { method: 'POST', body: toBody(data) });
    book.forget(resource);
    // A multipart create of files answers `{ results }` (one row per file): the form sent one.
    return { data: (json.results?.[0] ?? json) as never };
  },
  update: async (resource, { id, data, previousData }) => {
    const changes = changedFields(data, previousData);
    if (!Object.keys(changes).length) return { data: previousData as never };
    const { json } = await httpClient<RaRecord>(itemPath(resource, id), { method: 'PATCH', body: toBody(changes) });
    return { data: json as never };
  },
  updateMany: (resource, { ids, data, meta }) => bulk(resource, { action: 'update', data }, ids, meta),
  // meta.ask: `{"confirm": false}`, the API answers its confirmation (what goes) and deletes
  // nothing; meta.replay: the confirmation's request, once the user typed CONFIRMER.
  delete: async (resource, { id, previousData, meta }) => {
    const replay = (meta as { replay?: ConfirmRequest } | undefined)?.replay;
    const ask = (meta as { ask?: boolean } | undefined)?.ask === true;
    const { json } = await httpClient<{ message?: string; confirm_request?: ConfirmRequest; dependents?: Dependent[] } | null>(
      replay?.url ?? itemPath(resource, id), replay ? { method: replay.method, body: replay.data } : { method: 'DELETE', ...(ask ? { body: { confirm: false } } : {}) });
    // A delete that takes dependent rows answers a confirmation and deletes nothing: never report
    // it as done (the callers that can ask CONFIRMER catch this and replay).
    if (json?.confirm_request) throw new ConfirmationRequired(json.message ?? '', json.confirm_request, json.dependents ?? []);
    book.forget(resource);
    return { data: (previousData ?? { id }) as never };
  },
  deleteMany: (resource, { ids, meta }) => bulk(resource, { action: 'delete' }, ids, meta),
  count: async (resource, { filter, signal }) =>
    (await httpClient<{ count: number }>(`${apiPath(resource)}count/`, { query: filterQuery(withTab(resource, filter)), signal }))
      .json.count,
  getOptions: async (resource, { id, signal } = {}) =>
    (await httpClient<ResourceOptions>(`${id === undefined ? apiPath(resource) : itemPath(resource, id)}options/`, { signal }))
      .json,
  export: (resource, { filter, sort, format, delivery }) =>
    downloadExport(`${apiPath(resource)}export/`, {
      ...listQuery({ filter: withTab(resource, filter), sort: validSort(resource, sort) }), format, delivery,
    }),
  downloadExportFile: (jobId) => downloadExportFile(jobId),
  report: (resource, { filter, sort, format }) =>
    downloadReport(`${apiPath(resource)}generate_report/`, {
      ...listQuery({ filter: withTab(resource, filter), sort: validSort(resource, sort) }), format,
    }),
  exportRecord: async (resource, { id, format }) => {
    await downloadReport(`${itemPath(resource, id)}export/`, { format });
  },
  confirm: async (request) => {
    const { json } = await httpClient<{ count?: number; job?: { id: string }; message?: string }>(request.url, { method: request.method, body: request.data });
    return json ?? {};
  },
  getJob: async (id, { signal } = {}) => (await httpClient<JobState>(`/jobs/${encodeURIComponent(id)}/`, { signal })).json,
  ...usersMethods(book),
};
