import { attachmentSchema, dataItemsOf, dataOf, idSchema } from '@livery/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { firstFile, readMultipart } from '../../lib/multipart.js';
import { fileResponse } from '../../lib/openapi.js';
import { currentUser } from '../auth/index.js';
import * as service from './attachments-service.js';

const tags = ['attachments'];
const userParams = z.strictObject({ id: idSchema });
const attachmentParams = z.strictObject({ id: idSchema, attachmentId: idSchema });

/** A user's documents (yourself, or with users:attachments). */
const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.AttachmentDeps = { db: app.db, storage: app.storage };

  app.get(
    '/users/:id/attachments',
    {
      config: { account: 'users:attachments' },
      schema: {
        tags,
        operationId: 'listAttachments',
        summary: "A user's attachments",
        params: userParams,
        response: { 200: dataItemsOf(attachmentSchema) },
      },
    },
    async (request) => service.listAttachments(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/users/:id/attachments',
    {
      config: { account: 'users:attachments' },
      // Room for a file just over the limit, so it gets a 400 with a field error rather than a bare 413.
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags,
        operationId: 'uploadAttachment',
        summary: 'Upload an attachment (multipart: type, expiresOn, file; PDF, JPEG or PNG up to 10 MB)',
        params: userParams,
        response: { 201: dataOf(attachmentSchema) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      if (!request.isMultipart()) throw AppError.validation({ file: 'Send the file as multipart/form-data' });
      // Too big is our 400 with a field error, not the plugin's 413. The fields come before the file.
      const part = await firstFile(request, { throwFileSizeLimit: false });
      let upload: service.Upload | null = null;
      if (part) {
        const data = await readMultipart(() => part.toBuffer());
        const fields: Record<string, string> = {};
        for (const [name, field] of Object.entries(part.fields)) {
          const value = Array.isArray(field) ? field[0] : field;
          if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
        }
        upload = { fields, fileName: part.filename, data, truncated: part.file.truncated };
      }
      return reply.status(201).send({ data: await service.addAttachment(deps, actor, request.params.id, upload) });
    },
  );

  app.get(
    '/users/:id/attachments/:attachmentId/file',
    {
      config: { account: 'users:attachments' },
      schema: {
        tags,
        operationId: 'downloadAttachment',
        summary: 'Download an attachment',
        params: attachmentParams,
        response: { 200: fileResponse('The file as uploaded', ['application/pdf', 'image/jpeg', 'image/png']) },
      },
    },
    async (request, reply) => {
      const { row, data } = await service.downloadAttachment(
        deps,
        currentUser(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', row.contentType)
        .header('content-disposition', `attachment; filename="${row.fileName.replace(/"/g, '')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  app.delete(
    '/users/:id/attachments/:attachmentId',
    {
      config: { account: 'users:attachments' },
      schema: {
        tags,
        operationId: 'deleteAttachment',
        summary: 'Delete an attachment',
        params: attachmentParams,
        response: { 200: dataOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({
      data: await service.deleteAttachment(deps, currentUser(request), request.params.id, request.params.attachmentId),
    }),
  );
};

export default attachmentsRoutes;
