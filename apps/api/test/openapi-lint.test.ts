import { readFileSync } from 'node:fs';
import { BaseResolver, createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { callRefusals } from '../src/lib/openapi-refusals';
import { createTestApp } from './app';
import { authorisationMatrix, statusesOf } from './authorisation-matrix';
import { phonePeEnv } from './security-fixtures';

// The test app takes payments through the simulator; PhonePe's callback is served only with PhonePe.
const shops = {
  simulator: (await createTestApp()).app,
  phonePe: (await createTestApp(phonePeEnv)).app,
};

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

async function servedDocument(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );

/** Refuses every reference outside the document: it must stand alone, and linting never goes online. */
class OfflineResolver extends BaseResolver {
  override async loadExternalRef(absoluteRef: string): Promise<never> {
    throw new Error(`The document refers outside itself, to ${absoluteRef}.`);
  }
}

const recommended = await createConfig({ extends: ['recommended'] });

async function lint(source: string): Promise<NormalizedProblem[]> {
  return lintFromString({
    source,
    absoluteRef: 'api-docs.json',
    config: recommended,
    externalRefResolver: new OfflineResolver(),
  });
}

const pointerOf = (problem: NormalizedProblem) => problem.location[0]?.pointer ?? '';
const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${pointerOf(problem)}: ${problem.message}`;

/**
 * Problems the document keeps on purpose, for a reason outside it. Each must still occur, so that
 * the list shrinks when the reason goes.
 */
const keptProblems = [
  {
    // Both paths are in docs/api.md §3 and §9 and stay. No URL matches both: a product id is a
    // UUID, never "category", and Fastify matches the static segment first.
    ruleId: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1products~1{id}~1reviews',
  },
  {
    // The same for back in stock (docs/api.md §16), whose path API.md fixes.
    ruleId: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1products~1{id}~1notify',
  },
  {
    // And for similar products (docs/api.md §16), whose path API.md fixes too.
    ruleId: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1products~1{id}~1similar',
  },
  {
    // Vastra has not chosen a licence yet: info.license (name and url) goes into openapi-document.ts with it.
    ruleId: 'info-license',
    pointer: '#/info',
  },
];
const isKept = (problem: NormalizedProblem) =>
  keptProblems.some((kept) => kept.ruleId === problem.ruleId && kept.pointer === pointerOf(problem));

describe.each(Object.entries(shops))('the OpenAPI document of a shop paid through %s', (_name, app) => {
  it("passes Redocly's recommended rules", async () => {
    const problems = await lint(await servedDocument(app));
    const unexpected = problems.filter((problem) => !isKept(problem)).map(describeProblem);
    expect(unexpected, `Redocly's recommended rules found:\n${unexpected.join('\n')}`).toEqual([]);
    const gone = keptProblems.filter(
      (kept) => !problems.some((p) => p.ruleId === kept.ruleId && pointerOf(p) === kept.pointer),
    );
    expect(gone, 'no longer found: take them out of keptProblems').toEqual([]);
  });

  it('says who may call each operation, and its refusals, as the authorisation matrix does', async () => {
    const document: OpenApiDocument = JSON.parse(await servedDocument(app));
    const mismatches: string[] = [];
    for (const rule of authorisationMatrix) {
      const [method = '', route = ''] = rule.route.split(' ');
      const operation = document.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      // The documentation's own pages, static files and the storefront are not in the document.
      if (!operation) continue;
      const guarded = (operation.security ?? []).length > 0;
      if (rule.expect.guest === 401 && !guarded)
        mismatches.push(`${rule.route}: guests get 401, documented open`);
      if (rule.expect.guest < 400 && guarded)
        mismatches.push(`${rule.route}: open to guests, documented guarded`);
      for (const status of new Set(Object.values(statusesOf(rule.expect)))) {
        if (status >= 400 && !(status in operation.responses)) {
          mismatches.push(`${rule.route}: answers ${status}, not documented`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lists every operation in docs/api.md', async () => {
    const document: OpenApiDocument = JSON.parse(await servedDocument(app));
    const apiDoc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    // The calls docs/api.md plans are not served yet: they cannot stand for a served one.
    const served = apiDoc.split(/^## \d+\. Planned calls/m)[0] ?? '';
    // `GET /products/{id}` or `GET /api/health`, whatever the parameters are called.
    const callOf = (method: string, path: string) =>
      `${method} ${path.replace(/^\/api(?=\/)/, '').replace(/\{[^}]*\}/g, '{}')}`;
    const mentioned = new Set(
      [...served.matchAll(/\b(GET|POST|PUT|DELETE|PATCH) `?(\/[^\s`|?),;:]*)/g)].map(
        ([, method = '', path = '']) => callOf(method, path),
      ),
    );
    const missing = operationsOf(document)
      .map(({ method, path }) => callOf(method, path))
      .filter((call) => !mentioned.has(call));
    expect(missing, 'operations docs/api.md does not name').toEqual([]);
  });
});

it('documents refusals only for calls the server serves', async () => {
  const served = new Set<string>();
  for (const app of Object.values(shops)) {
    const document: OpenApiDocument = JSON.parse(await servedDocument(app));
    for (const { method, path } of operationsOf(document)) served.add(`${method} ${path}`);
  }
  const stale = Object.keys(callRefusals).filter((route) => !served.has(route.replace(/:(\w+)/g, '{$1}')));
  expect(stale, 'entries of openapi-refusals.ts that name no served call').toEqual([]);
});
