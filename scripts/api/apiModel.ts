/**
 * The public surface of react-sfx read from its own sources with TypeScript's compiler API: every export of
 * src/sfx/index.ts with its signature and doc comment, and the members of each object type it exports
 * (options, props, return values) with their types, `@defaultValue` tags and meanings. The docs' API
 * reference is rendered from this model, and a test holds it complete, so neither can drift from the code.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { ApiEntry, ApiKind, ApiMember } from '../../src/config/apiModel.ts';

export type { ApiEntry, ApiKind, ApiMember };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = `${ROOT}src/sfx/index.ts`;
const LIBRARY_DIR = `${ROOT}src/sfx/`;

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrowStyleSignature;

function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function defaultOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((candidate) => candidate.name === 'defaultValue');
  return tag ? ts.displayPartsToString(tag.text).trim() : undefined;
}

/** The symbol a re-export names, followed through `export { x } from` and aliases. */
function resolved(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function kindOf(name: string, symbol: ts.Symbol, type: ts.Type): ApiKind {
  if (symbol.flags & ts.SymbolFlags.TypeAlias || symbol.flags & ts.SymbolFlags.Interface) return 'type';
  if (type.getCallSignatures().length === 0) return 'constant';
  if (/^use[A-Z]/.test(name)) return 'hook';
  return /^[A-Z]/.test(name) ? 'component' : 'function';
}

function signatureOf(name: string, kind: ApiKind, symbol: ts.Symbol, type: ts.Type, checker: ts.TypeChecker, at: ts.Node): string {
  if (kind === 'type') {
    const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    // Printed without its comments (they are the members' docs, shown beside the members).
    const printed = declaration && ts.createPrinter({ removeComments: true }).printNode(ts.EmitHint.Unspecified, declaration.type, declaration.getSourceFile());
    return printed ? `type ${name} = ${printed.replace(/ {4}/g, '  ')}` : `type ${name}`;
  }
  if (kind === 'constant') return `const ${name}: ${checker.typeToString(type, at, FORMAT)}`;
  return type
    .getCallSignatures()
    .map((signature) => {
      const parameters = signature.parameters.map((parameter) => {
        const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
        // A destructured parameter is named for what it is: a component's props, a function's options.
        const named = declaration && !ts.isIdentifier(declaration.name) ? (kind === 'component' ? 'props' : 'options') : parameter.name;
        const optional = declaration?.questionToken !== undefined || declaration?.initializer !== undefined;
        const parameterType = checker
          .typeToString(checker.getTypeOfSymbolAtLocation(parameter, at), at, FORMAT)
          .replace(optional ? / \| undefined$/ : /$^/, '')
          .replace(/^\((.*)\)$/s, '$1');
        return `${named}${optional ? '?' : ''}: ${parameterType}`;
      });
      const generics = signature.typeParameters?.length ? `<${signature.typeParameters.map((parameter) => checker.typeToString(parameter)).join(', ')}>` : '';
      const predicate = checker.getTypePredicateOfSignature(signature);
      const returns = predicate?.type ? `${predicate.parameterName} is ${checker.typeToString(predicate.type, at, FORMAT)}` : checker.typeToString(signature.getReturnType(), at, FORMAT);
      return `function ${name}${generics}(${parameters.join(', ')}): ${returns}`;
    })
    .join('\n');
}

/** The members of an exported object type that src/sfx itself declares (not React's button props). */
function membersOf(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): ApiMember[] {
  if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return [];
  return checker
    .getPropertiesOfType(type)
    .filter((property) => property.declarations?.some((declaration) => declaration.getSourceFile().fileName.startsWith(LIBRARY_DIR)))
    .map((property) => ({
      name: property.name,
      type: checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), at, FORMAT),
      optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
      doc: docOf(property, checker),
      ...(defaultOf(property, checker) === undefined ? {} : { defaultValue: defaultOf(property, checker) }),
    }));
}

/** Reads the model (about a second: a type-check of the library). */
export function readApiModel(): ApiEntry[] {
  const program = ts.createProgram([ENTRY], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ENTRY);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) throw new Error(`Cannot read ${ENTRY}`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((exported) => {
      const symbol = resolved(exported, checker);
      const isType = (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) !== 0;
      const type = isType ? checker.getDeclaredTypeOfSymbol(symbol) : checker.getTypeOfSymbolAtLocation(symbol, source);
      const kind = kindOf(exported.name, symbol, type);
      const file = symbol.declarations?.[0]?.getSourceFile().fileName.slice(LIBRARY_DIR.length) ?? '?';
      return {
        name: exported.name,
        kind,
        signature: signatureOf(exported.name, kind, symbol, type, checker, source),
        doc: docOf(exported, checker) || docOf(symbol, checker),
        file,
        members: kind === 'type' ? membersOf(type, checker, source) : [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
