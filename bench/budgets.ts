/**
 * The budgets of issue 9 (set from the peer site's figures and our stack's floor), checked against
 * one run's figures. KB = 1024 bytes, as the issue measured. A figure that could not be taken fails.
 */
export type Budget = {
  measure: string;
  value: number | null;
  limit: number;
  unit: string;
  /** 'max': value <= limit; 'below': value < limit; 'min': value >= limit. */
  rule: 'max' | 'below' | 'min';
};
export type BudgetResult = Budget & { ratio: number | null; pass: boolean };

export function checkBudget(budget: Budget): BudgetResult {
  const { value, limit, rule } = budget;
  if (value === null || Number.isNaN(value)) return { ...budget, ratio: null, pass: false };
  const ratio = limit === 0 ? (value === 0 ? 0 : Infinity) : value / limit;
  const pass = rule === 'max' ? value <= limit : rule === 'below' ? value < limit : value >= limit;
  return { ...budget, ratio, pass };
}

const shown = (value: number, unit: string) =>
  unit === 'KB' ? (value / 1024).toFixed(1) : unit === 'ms' || !Number.isInteger(value) ? value.toFixed(2) : String(value);
const symbol = { max: '<=', below: '<', min: '>=' } as const;

export function budgetLines(results: readonly BudgetResult[]): string[] {
  const width = Math.max(...results.map((r) => r.measure.length));
  return [
    `budgets: ${'measure'.padEnd(width)}  ${'value'.padStart(9)}  ${'budget'.padStart(11)}  ratio  result`,
    ...results.map(({ measure, value, limit, unit, rule, ratio, pass }) => {
      const v = value === null ? 'not taken' : `${shown(value, unit)} ${unit}`;
      const r = ratio === null ? '   -' : Number.isFinite(ratio) ? ratio.toFixed(2) : ' inf';
      return `         ${measure.padEnd(width)}  ${v.padStart(9)}  ${`${symbol[rule]} ${shown(limit, unit)} ${unit}`.padStart(11)}  ${r.padStart(5)}  ${pass ? 'pass' : 'FAIL'}`;
    }),
    `         ${results.filter((r) => r.pass).length} of ${results.length} budgets hold`,
  ];
}
