import {
  type ReportRangeQuery,
  reportRangeQuery,
  returnsReport as returnsReportSchema,
  salesReportQuery,
  salesReport as salesReportSchema,
  topProductsQuery,
  topProductsReport as topProductsReportSchema,
} from '@vastra/contract/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard';
import { returnsCsv, salesCsv, topProductsCsv } from './report-csv';
import { returnsReport } from './returns-report';
import { salesReport } from './sales-report';
import { topProductsReport } from './top-products';

const tags = ['admin'];
const onRequest = requireStaff('reports');

/** Sends a report's CSV as a download named after the report and its range. */
function sendCsv(reply: FastifyReply, name: string, range: ReportRangeQuery, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** The back office's reports (docs/api.md §13.1), each as JSON and as a `.csv` twin with the same query. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports/sales',
    {
      schema: {
        tags,
        summary: 'Sales per day, week or month of a range in India time, cancelled orders left out (admin)',
        querystring: salesReportQuery,
        response: { 200: salesReportSchema },
      },
      onRequest,
    },
    async (request) => salesReport(app.db, request.query),
  );
  app.get(
    '/admin/reports/sales.csv',
    {
      schema: {
        tags,
        summary: 'The sales report as CSV (admin)',
        querystring: salesReportQuery,
        produces: ['text/csv'],
      },
      onRequest,
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `sales-by-${request.query.by}`,
        request.query,
        salesCsv(await salesReport(app.db, request.query)),
      ),
  );

  app.get(
    '/admin/reports/top-products',
    {
      schema: {
        tags,
        summary: 'The products sold most in a range, by units then net sales (admin)',
        querystring: topProductsQuery,
        response: { 200: topProductsReportSchema },
      },
      onRequest,
    },
    async (request) => topProductsReport(app.db, request.query),
  );
  app.get(
    '/admin/reports/top-products.csv',
    {
      schema: {
        tags,
        summary: 'The top products report as CSV (admin)',
        querystring: topProductsQuery,
        produces: ['text/csv'],
      },
      onRequest,
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'top-products',
        request.query,
        topProductsCsv(await topProductsReport(app.db, request.query)),
      ),
  );

  app.get(
    '/admin/reports/returns',
    {
      schema: {
        tags,
        summary: 'Units sold and sent back in a range, the returns rate overall and per product (admin)',
        querystring: reportRangeQuery,
        response: { 200: returnsReportSchema },
      },
      onRequest,
    },
    async (request) => returnsReport(app.db, request.query),
  );
  app.get(
    '/admin/reports/returns.csv',
    {
      schema: {
        tags,
        summary: 'The returns report as CSV (admin)',
        querystring: reportRangeQuery,
        produces: ['text/csv'],
      },
      onRequest,
    },
    async (request, reply) =>
      sendCsv(reply, 'returns', request.query, returnsCsv(await returnsReport(app.db, request.query))),
  );
};
