import type { Rule } from 'eslint';

/** An ESLint rule: no circle of imports among the files under its `root` option, type imports included. */
export declare const noImportCycles: Rule.RuleModule;
