// The import graph of src: which project file each file imports, read with the TypeScript
// parser. Used by import-cycles.test.ts; no other use.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Project-relative path of the imported file, '/'-separated. */
  target: string;
  /** `import type`, `export type` or every named binding marked `type`: gone at runtime. */
  typeOnly: boolean;
  /** `import('...')`: evaluated later, so it cannot take part in a load-order cycle. */
  dynamic: boolean;
}

const sourceFile = /\.(ts|tsx)$/;

/** Every .ts/.tsx file under `dir` (declaration files excepted), relative to `root`. */
export function listSources(root: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        found.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  };
  walk(path.join(root, dir));
  return found.sort();
}

/** The file a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx`), or undefined. */
export function resolveImport(
  root: string,
  fromFile: string,
  specifier: string,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = specifier.replace(/\?.*$/, '');
  const base = path.resolve(root, path.dirname(fromFile), bare);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile() && sourceFile.test(candidate)) {
      return path.relative(root, candidate).split(path.sep).join('/');
    }
  }
  return undefined;
}

function bindingsAllTypes(clause: ts.ImportClause): boolean {
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The project files `file` imports (static, re-export and dynamic), with how. */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const parsed = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean): void => {
    const target = resolveImport(root, file, specifier);
    if (target) edges.push({ target, typeOnly, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.importClause ? bindingsAllTypes(node.importClause) : false;
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return edges;
}

/**
 * Import cycles among `files`: each strongly connected component of more than one file (or a
 * file importing itself), as one cycle through it, which starts at its first file in sort order.
 * `follow` says which edges count.
 */
export function findCycles(
  root: string,
  files: string[],
  follow: (edge: ImportEdge) => boolean,
): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(root, file)
      .filter(follow)
      .map((edge) => edge.target);
    graph.set(file, [...new Set(targets)].sort());
  }
  // Tarjan's strongly connected components, iterative so deep chains cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    for (let frame = work.at(-1); frame !== undefined; frame = work.at(-1)) {
      const targets = graph.get(frame.node) ?? [];
      const target = targets[frame.next];
      if (target !== undefined) {
        frame.next += 1;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components.map((component) => cycleThrough(graph, component));
}

/** One closed path inside a strongly connected component, by breadth-first search. */
function cycleThrough(graph: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const [start] = component;
  if (start === undefined) return [];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        for (let first = node; first !== start; first = previous.get(first)!) {
          path.unshift(previous.get(first)!);
        }
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...component, start];
}
