// The current company's account (docs/API.md "Company"): GET and PATCH /company/, the logo
// (POST multipart, DELETE, GET serves it). Every user of the company reads; writing needs the
// `company` edit right (the access hook), on one of the caller's companies (currentCompany).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../auth/guard';
import { AUTHENTICATED, PUBLIC, rights } from '../../http/access';
import { z } from 'zod';
import { idFromText } from '../../http/ids';
import { validLogoSignature } from './mail-logo';
import type { AppDeps } from '../../http/deps';
import { DetailError } from '../../http/errors';
import { sendBlob } from '../../storage/download';
import { companyBody, companyOut, companyQuery, currentCompany, readCompany, updateCompany } from './account';
import { logoFile, removeLogo, uploadLogo } from './logo';

const tags = ['company'];
const edit = { access: rights('company', 'edit') };

export const companyRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, store } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/company/', { schema: { querystring: companyQuery, response: { 200: companyOut }, tags }, config: { access: AUTHENTICATED } },
    async (req) => readCompany(db, currentCompany(ctxOf(req), req.query.company)));

  r.patch('/company/', { schema: { querystring: companyQuery, body: companyBody, response: { 200: companyOut }, tags }, config: edit },
    async (req) => {
      const ctx = ctxOf(req);
      return updateCompany(db, ctx, currentCompany(ctx, req.query.company), req.body);
    });

  r.get('/company/logo/', { schema: { querystring: companyQuery, tags }, config: { access: AUTHENTICATED } }, async (req, reply) => {
    const file = await logoFile(db, currentCompany(ctxOf(req), req.query.company));
    if (!file) throw new DetailError(404, { key: 'api.company.errors.logo_missing' });
    return sendBlob(reply, store, file.key, { filename: file.name, contentType: file.content_type, disposition: 'inline' });
  });

  // The logo in e-mails: no session (mail clients load it), a signed address instead (mail-logo.ts).
  const mailParams = z.object({ company: z.string().max(20), sig: z.string().max(64) });
  r.get('/company/logo/mail/:company/:sig/', { schema: { params: mailParams, tags, security: [] }, config: { access: PUBLIC } }, async (req, reply) => {
    const company = idFromText(req.params.company);
    const file = company !== null && (await validLogoSignature(db, company, req.params.sig)) ? await logoFile(db, company) : null;
    if (!file) throw new DetailError(404, { key: 'api.company.errors.logo_missing' });
    return sendBlob(reply, store, file.key, { filename: file.name, contentType: file.content_type, disposition: 'inline' });
  });

  r.post('/company/logo/', {
    schema: { querystring: companyQuery, response: { 200: companyOut }, tags, consumes: ['multipart/form-data'], description: 'Multipart, field `file`: png or jpg, at most 2 MB.' },
    config: edit,
  }, async (req) => {
    const ctx = ctxOf(req);
    const company = currentCompany(ctx, req.query.company);
    await uploadLogo(req, deps, ctx, company);
    return readCompany(db, company);
  });

  r.delete('/company/logo/', { schema: { querystring: companyQuery, tags }, config: edit }, async (req, reply) => {
    const ctx = ctxOf(req);
    await removeLogo(db, store, ctx, currentCompany(ctx, req.query.company), req.log);
    return reply.code(204).send();
  });
};
