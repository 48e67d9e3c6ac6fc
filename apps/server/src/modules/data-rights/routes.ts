/**
 * "Download my data" (issue 15): POST asks for a file (200 when built at once, 202 while a job builds it), GET tells
 * its state, GET .../file downloads it. Only the owner reads an export (403 for anyone else).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataExportParamsSchema, dataExportSchema } from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';
import { downloadExport, getExport, registerDataExportJob, requestExport } from './service-export';

const exportFile = z.string().describe('The export (application/json, docs/data-export.md)');

const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  registerDataExportJob(app.jobs, app.db);
  const options = { inlineMaxRows: app.config.DATA_EXPORT_INLINE_MAX_ROWS };

  app.post(
    '/api/user/data-export',
    {
      schema: {
        tags,
        summary: 'Ask for a copy of your data: ready at once (200) or built in the background (202)',
        response: { 200: dataExportSchema, 202: dataExportSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const result = await requestExport(signedInContext(app, request), options);
      if (result.status === 'pending') app.jobs.poke();
      return reply.code(result.status === 'pending' ? 202 : 200).send(result);
    },
  );

  app.get(
    '/api/user/data-export/:id',
    { schema: { tags, summary: 'The state of your data export', params: dataExportParamsSchema, response: { 200: dataExportSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getExport(signedInContext(app, request), request.params.id),
  );

  app.get(
    '/api/user/data-export/:id/file',
    {
      schema: {
        tags,
        summary: 'Download your data export (JSON)',
        params: dataExportParamsSchema,
        produces: ['application/json'],
        response: { 200: exportFile, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await downloadExport(signedInContext(app, request), request.params.id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};

export default dataRightsRoutes;
