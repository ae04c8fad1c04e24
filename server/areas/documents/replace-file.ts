// PATCH or PUT /documents/{id}/ as multipart (spec §7: "sent as multipart when a file is present"):
// one `file` part gives an existing document its file (an awaited one, or a new version), with
// the form's other fields as a partial update. A document awaiting reception goes online unless
// the form says another status; the name takes the file's extension when it has another one (the
// preview and the zips read it). The replaced file goes once the update has committed.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../auth/context';
import { fetchOne } from '../../crud/rows';
import { rows } from '../../crud/sql';
import type { ServerResource } from '../../crud/types';
import { modifyRow } from '../../crud/write';
import type { AppDeps } from '../../http/deps';
import { orphanHook } from '../../storage/orphans';
import { documents } from './table';
import { enqueueTextExtraction } from './text-job';
import { nameWithExtension } from './names';
import { receiveDocumentFiles, validatedForm } from './upload';

const dropOld = orphanHook(documents);


export async function replaceDocumentFile(res: ServerResource, deps: AppDeps, req: FastifyRequest, ctx: RequestContext, id: number) {
  const { store, db } = deps;
  const { fields, stored } = await receiveDocumentFiles(req, store, 1);
  const [file] = stored;
  try {
    const body = validatedForm(res, fields, 'patch');
    const row = await db.transaction(async (tx) => {
      // Read before the update: modifyRow answers 404 out of scope, so nothing leaks from here.
      const [current] = await rows<{ name: string; status: string; blob_key: string | null }>(tx,
        sql`SELECT name, status, blob_key FROM documents WHERE id = ${id}`);
      const given = { ...body };
      if (current && given.status === undefined && current.status === 'awaiting_reception') given.status = 'online';
      const name = typeof given.name === 'string' ? given.name : current?.name;
      if (name) given.name = nameWithExtension(name, file.ext);
      await modifyRow(tx, res, ctx, id, given);
      await tx.execute(sql`UPDATE documents SET blob_key = ${file.key}, content_type = ${file.contentType}, size = ${file.size},
        text_content = NULL, text_extracted_at = NULL, updated_at = now() WHERE id = ${id}`);
      if (current?.blob_key) await dropOld(tx, ctx, [{ blob_key: current.blob_key }]);
      return (await fetchOne(tx, res, ctx, id, { scoped: false }))!;
    });
    if (row.content_type === 'application/pdf') await enqueueTextExtraction(deps.jobs, [id], req.log);
    return row;
  } catch (err) {
    await store.delete(file.key).catch(() => {});
    throw err;
  }
}
