// The house rules of docs/architecture.md ("Modules and their faces"), checked over the import graph.
import { describe, expect, it } from 'vitest';
import { cycles, type Edge, importEdges } from './import-graph';

const MODULES = 'apps/api/src/modules/';
const FEATURES = 'apps/web/src/features/';

/** The API module a file belongs to, or null outside apps/api/src/modules. */
const moduleOf = (path: string) =>
  path.startsWith(MODULES) ? (path.slice(MODULES.length).split('/')[0] ?? null) : null;
const featureOf = (path: string) =>
  path.startsWith(FEATURES) ? (path.slice(FEATURES.length).split('/')[0] ?? null) : null;
const isFace = (path: string) => path === `${MODULES}${moduleOf(path)}/index.ts`;
const shown = (edges: Edge[]) => edges.map((edge) => `${edge.from} -> ${edge.to}`);

const everywhere = importEdges(['apps', 'packages', 'e2e', 'bench', 'scripts']);

describe('API modules', () => {
  it('are entered only through their face, index.ts, from anywhere outside them', () => {
    const intoInnerFiles = everywhere.filter((edge) => {
      const target = moduleOf(edge.to);
      return target !== null && moduleOf(edge.from) !== target && !isFace(edge.to);
    });
    expect(shown(intoInnerFiles)).toEqual([]);
  });

  it('do not import one another in a circle, directly or through others', () => {
    const between = everywhere
      .filter((edge) => !edge.test)
      .map((edge): [string | null, string | null] => [moduleOf(edge.from), moduleOf(edge.to)])
      .filter(
        (pair): pair is [string, string] => pair[0] !== null && pair[1] !== null && pair[0] !== pair[1],
      );
    expect(cycles(between).map((group) => group.join(' <-> '))).toEqual([]);
  });

  it('are never imported by lib/ or db/, which every module builds on', () => {
    const upwards = everywhere.filter(
      (edge) => !edge.test && /^apps\/api\/src\/(lib|db)\//.test(edge.from) && moduleOf(edge.to) !== null,
    );
    expect(shown(upwards)).toEqual([]);
  });
});

describe('web features', () => {
  it('never import another feature: what two share lives in components/ or lib/', () => {
    const across = everywhere.filter((edge) => {
      const from = featureOf(edge.from);
      const to = featureOf(edge.to);
      return from !== null && to !== null && from !== to;
    });
    expect(shown(across)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('finds a circle through three and none in a line', () => {
    expect(
      cycles([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
      ]),
    ).toHaveLength(1);
    expect(
      cycles([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ).toEqual([]);
  });
});
