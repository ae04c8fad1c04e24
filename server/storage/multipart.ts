// @fastify/multipart for the whole app, with limits: uploads stream (never buffered whole), and
// the parser stops early on oversized files, many fields or many files.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  /** Non-file fields are short form values (ids, dates, a comment). */
  fieldSize: 64 * 1024,
  fields: 50,
  /** One file per request: receiveUpload stores one file. */
  files: 1,
  parts: 60,
  headerPairs: 100,
} as const;

export function registerMultipart(app: FastifyInstance, config: Config) {
  return app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, fileSize: config.uploadMaxBytes },
    throwFileSizeLimit: true,
  });
}
