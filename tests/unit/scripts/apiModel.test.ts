// @vitest-environment node
/**
 * The API reference is generated from src/sfx's types and doc comments (scripts/api/apiModel.ts): these
 * checks keep it complete. Every export has a doc comment; every member of an exported object type says
 * what it is; and every optional option or prop (a member of a type named …Options or …Props) names its
 * default with a `@defaultValue` tag, except callbacks and children, whose absence means "none".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiEntry, readApiModel } from '../../../scripts/api/apiModel.ts';

let model: ApiEntry[];

beforeAll(() => {
  model = readApiModel();
});

const isOptionsType = (entry: ApiEntry) => entry.kind === 'type' && /(Options|Props)$/.test(entry.name);
const needsDefault = (member: ApiEntry['members'][number]) => member.optional && member.name !== 'children' && !/=>/.test(member.type);

describe('the generated API model', () => {
  it('holds every export of the package entry, each with its signature', () => {
    const names = model.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['useSound', 'SoundProvider', 'SoundButton', 'Sound', 'playSound', 'UseSoundOptions', 'SoundRuntime']));
    expect(model.find((entry) => entry.name === 'useSound')?.signature).toBe('function useSound(name: SoundName, defaultOptions?: UseSoundOptions): UseSoundReturn');
    expect(model.find((entry) => entry.name === 'SoundProvider')?.signature).toMatch(/^function SoundProvider\(props: SoundProviderProps\)/);
    expect(model.find((entry) => entry.name === 'UseSoundOptions')?.members.find((member) => member.name === 'volume')).toMatchObject({ type: 'number | undefined', optional: true, defaultValue: '1' });
  });

  it('has a doc comment for every export', () => {
    expect(model.filter((entry) => !entry.doc).map((entry) => `${entry.name} (${entry.file})`)).toEqual([]);
  });

  it('says what each member of an exported object type is', () => {
    const undocumented = model.flatMap((entry) => entry.members.filter((member) => !member.doc).map((member) => `${entry.name}.${member.name} (${entry.file})`));
    expect(undocumented).toEqual([]);
  });

  it('names the default of every optional option and prop', () => {
    const withoutDefault = model
      .filter(isOptionsType)
      .flatMap((entry) => entry.members.filter((member) => needsDefault(member) && !member.defaultValue).map((member) => `${entry.name}.${member.name} (${entry.file})`));
    expect(withoutDefault).toEqual([]);
  });
});
