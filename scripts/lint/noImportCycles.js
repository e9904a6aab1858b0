/**
 * An ESLint rule: no circle of imports among the files under a folder, type imports, re-exports and
 * import() included (import-x's no-cycle skips type imports). Each file is read with TypeScript's own
 * pre-processor, which lists every module a file names; the graph is rebuilt for files that changed.
 * Used for src/sfx (docs/architecture.md): each file there can be read knowing only the files below it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** @type {Map<string, { mtime: number; imports: string[] }>} */
const cache = new Map();

/**
 * The files under `root` that `file` imports (relative specifiers, with or without their extension), read
 * from `text` when given (the file being linted, as the linter has it, saved or not).
 */
function importsOf(file, root, text) {
  const mtime = text === undefined ? statSync(file).mtimeMs : -1;
  const cached = cache.get(file);
  if (text === undefined && cached?.mtime === mtime) return cached.imports;
  const { importedFiles } = ts.preProcessFile(text ?? readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .map((path) => [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile()))
    .filter((path) => path !== undefined && !relative(root, path).startsWith('..'));
  cache.set(file, { mtime, imports });
  return imports;
}

/** The shortest circle of imports from `start` (whose text is `text`) back to it, as a list of files, or undefined. */
function circleFrom(start, text, root) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file, root, file === start ? text : undefined)) {
      if (next === start) {
        const path = [file];
        for (let step = cameFrom.get(file); step !== undefined; step = cameFrom.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid circles of imports (type imports included) among the files under a folder' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { circle: 'Import circle: {{circle}}. Move what both need into a file below them (docs/architecture.md).' },
  },
  create(context) {
    const root = resolve(context.options[0].root);
    const file = context.filename;
    if (relative(root, file).startsWith('..')) return {};
    return {
      Program(node) {
        const circle = circleFrom(file, context.sourceCode.text, root);
        if (circle) context.report({ node, messageId: 'circle', data: { circle: circle.map((step) => relative(root, step)).join(' → ') } });
      },
    };
  },
};
