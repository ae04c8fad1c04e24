// The imports tests' calls: upload a file as multipart with its fields, and wait for an import
// to leave the states a job is working in.
import { as, call, type TestApp } from './helpers';
import { BOUNDARY, formData, type FormPart } from './form-data';

export function importsClient(t: TestApp, token: string) {
  const admin = as(t.app, token);
  return {
    upload: (file: Buffer, name: string, fields: Record<string, string | number>, who = token, lang = 'fr') => call(t.app, 'POST', '/api/v1/imports/', {
      token: who, lang, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: formData([...Object.entries(fields).map(([k, v]): FormPart => ({ name: k, data: String(v) })), { name: 'file', data: file, filename: name, contentType: 'application/octet-stream' }]),
    }),
    /** The import once analysed, applied or failed (polled every 100 ms, `tries` times). */
    async settled(id: number, tries = 300) {
      for (let i = 0; i < tries; i += 1) {
        const r = await admin.get(`/api/v1/imports/${id}/`);
        if (!['being_analysed', 'applying'].includes(r.body.status)) return r.body;
        await new Promise((res) => setTimeout(res, 100));
      }
      throw new Error('import still running');
    },
  };
}
