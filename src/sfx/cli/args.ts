import { CliError, quote } from './io.ts';
import { didYouMean } from './suggest.ts';

export type PickOptions = {
  readonly names: readonly string[];
  readonly categories: readonly string[];
  readonly all: boolean;
  readonly output: string | undefined;
  readonly cdn: string | undefined;
  /** A folder holding the sounds package (react-sfx-sounds, or its v1 folder): install from it, no network. */
  readonly from: string | undefined;
  /** Print one JSON document on stdout instead of progress lines and a summary. */
  readonly json: boolean;
  /** Print only failures. */
  readonly quiet: boolean;
};

export type ListOptions = { readonly categories: readonly string[]; readonly json: boolean };

export type Command =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'list'; options: ListOptions }
  | { kind: 'pick'; options: PickOptions }
  | { kind: 'sync'; options: PickOptions };

const COMMANDS = ['list', 'pick', 'sync'];
const FLAGS = new Set(['--all', '--help', '-h', '--version', '-v', '--json', '--quiet', '-q']);
const VALUE_OPTIONS = new Set(['--output', '--cdn', '--category', '--from']);
const KNOWN_OPTIONS = [...FLAGS, ...VALUE_OPTIONS];

type Parsed = { positionals: string[]; flags: Set<string>; values: Map<string, string[]> };

/** Splits `--name=value`; a lone `-` and anything not starting with `-` are positionals. */
function isOption(arg: string): boolean {
  return arg.startsWith('-') && arg !== '-';
}

function readOption(argv: readonly string[], index: number, parsed: Parsed): number {
  const arg = argv[index] ?? '';
  const equals = arg.indexOf('=');
  const name = arg.startsWith('--') && equals > 0 ? arg.slice(0, equals) : arg;
  const inline = name === arg ? undefined : arg.slice(equals + 1);
  if (FLAGS.has(name)) {
    if (inline !== undefined) throw new CliError(`${name} takes no value`);
    parsed.flags.add(name);
    return index;
  }
  if (!VALUE_OPTIONS.has(name)) throw new CliError(`unknown option ${quote(name)}${didYouMean(name, KNOWN_OPTIONS)}`);
  const next = argv[index + 1];
  // `--output --all` means the value was forgotten, not a folder called "--all".
  const value = inline ?? (next === undefined || isOption(next) ? undefined : next);
  if (value === undefined || value === '') throw new CliError(`${name} needs a value`);
  parsed.values.set(name, [...(parsed.values.get(name) ?? []), value]);
  return inline === undefined ? index + 1 : index;
}

function tokenize(argv: readonly string[]): Parsed {
  const parsed: Parsed = { positionals: [], flags: new Set(), values: new Map() };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--') {
      parsed.positionals.push(...argv.slice(index + 1));
      break;
    }
    if (isOption(arg)) index = readOption(argv, index, parsed);
    else parsed.positionals.push(arg);
  }
  return parsed;
}

/** The last value wins for single-valued options, as in most CLIs. */
function single(parsed: Parsed, name: string): string | undefined {
  return parsed.values.get(name)?.at(-1);
}

/** `--category ui,game --category misc`: every category named, trimmed. */
function categoriesOf(parsed: Parsed): string[] {
  const categories = (parsed.values.get('--category') ?? []).flatMap((value) => value.split(','));
  const trimmed = categories.map((category) => category.trim()).filter((category) => category !== '');
  if (categories.length > 0 && trimmed.length === 0) throw new CliError('--category needs a value');
  return trimmed;
}

function pickOptions(parsed: Parsed): PickOptions {
  const trimmed = categoriesOf(parsed);
  const json = parsed.flags.has('--json');
  const quiet = parsed.flags.has('--quiet') || parsed.flags.has('-q');
  if (json && quiet) throw new CliError('--json and --quiet cannot be used together (--json prints no progress)');
  const options = {
    names: parsed.positionals.slice(1),
    categories: trimmed,
    all: parsed.flags.has('--all'),
    output: single(parsed, '--output'),
    cdn: single(parsed, '--cdn'),
    from: single(parsed, '--from'),
    json,
    quiet,
  };
  if (options.from !== undefined && options.cdn !== undefined) throw new CliError('--from and --cdn cannot be used together');
  if (parsed.positionals[0] === 'sync') {
    if (options.names.length > 0 || trimmed.length > 0 || options.all) throw new CliError('sync takes what to install from the manifest: no names, --category or --all');
    return options;
  }
  if (options.names.length === 0 && trimmed.length === 0 && !options.all) {
    throw new CliError('pick needs sound names, --category or --all');
  }
  return options;
}

/** Turns argv (without node and the script) into a command; throws CliError (exit 2) for bad usage. */
export function parseArgs(argv: readonly string[]): Command {
  const parsed = tokenize(argv);
  if (parsed.flags.has('--help') || parsed.flags.has('-h')) return { kind: 'help' };
  const [command] = parsed.positionals;
  if (command === undefined && (parsed.flags.has('--version') || parsed.flags.has('-v'))) {
    if (parsed.flags.size > 1 || parsed.values.size > 0) throw new CliError('--version takes no other options');
    return { kind: 'version' };
  }
  if (command === undefined) throw new CliError('missing command (list, pick or sync)');
  if (parsed.flags.has('--version') || parsed.flags.has('-v')) throw new CliError('--version takes no command');
  if (command === 'pick') return { kind: 'pick', options: pickOptions(parsed) };
  if (command === 'sync') return { kind: 'sync', options: pickOptions(parsed) };
  if (command !== 'list') throw new CliError(`unknown command ${quote(command)}${didYouMean(command, COMMANDS)}`);
  const others = [...parsed.flags].filter((flag) => flag !== '--json');
  const otherValues = [...parsed.values.keys()].filter((name) => name !== '--category');
  if (parsed.positionals.length > 1 || others.length > 0 || otherValues.length > 0) {
    throw new CliError('list takes only --category and --json');
  }
  return { kind: 'list', options: { categories: categoriesOf(parsed), json: parsed.flags.has('--json') } };
}
