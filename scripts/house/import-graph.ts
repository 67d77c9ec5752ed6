// The project's import graph, read from the source: which file imports which, by relative path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Edge {
  /** Importing file, relative to the repository root. */
  from: string;
  /** Imported file, relative to the repository root. */
  to: string;
  /** Whether the importing file is a test. */
  test: boolean;
}

const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results']);
const SOURCE = /\.(ts|tsx|mjs)$/;
// Static imports and re-exports, dynamic import(), and vi.mock() of relative paths.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const TRIED = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  for (const ending of TRIED) {
    const path = resolve(dirname(from), specifier + ending);
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Every relative import under the given folders (relative to the repository root). */
export function importEdges(folders: string[]): Edge[] {
  return folders.flatMap((folder) =>
    sourceFiles(join(repoRoot, folder)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(([, specifier]) => {
        const target = resolveImport(file, specifier as string);
        if (!target) return [];
        return [
          {
            from: relative(repoRoot, file),
            to: relative(repoRoot, target),
            test: /\.test\.tsx?$/.test(file),
          },
        ];
      }),
    ),
  );
}

/**
 * The groups of nodes that import one another, directly or in a circle (strongly connected components
 * of more than one node, found with Tarjan's algorithm), each sorted by name.
 */
export function cycles(edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups;
}
