/**
 * Form bodies for the account calls: docs/product.md §7 logins are multipart (the web sends FormData), and
 * urlencoded bodies are accepted too. Register inside the scope of the routes that take them, so other
 * routes (a future streaming upload) keep their own multipart handling. Both end up as a plain object of
 * strings that the endpoint helper parses with the contract's schema, exactly like a JSON body.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

const FORM_BODY_LIMIT = 16 * 1024;

export async function registerFormBodies(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // Fields only: no files, a handful of short values.
    limits: { files: 0, fields: 20, fieldSize: 2048, fieldNameSize: 100, parts: 20 },
  });
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
