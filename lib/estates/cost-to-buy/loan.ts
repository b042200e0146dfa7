// The loan part of the cost to buy, apart from the rates table so the browser's calculator carries only this.
import type { MortgageRule } from './rates';

/** Illustration only, not a rate of law: the loan the calculator opens with, which the visitor changes. */
export const loanDefaults = { shareOfPrice: 0.8, annualRate: 0.033, years: 25, maxYears: 40 } as const;

export const cents = (value: number) => Math.round(value * 100) / 100;

/** The mortgage deed's cost for a loan of `amount` under `rule` (the rule in force, chosen on the server). */
export function mortgageDeedCostWith(rule: MortgageRule, amount: number): number {
  if (amount <= 0) return 0;
  return cents(amount * (1 + rule.accessories) * (rule.registrationRate + rule.inscriptionRate) + rule.feesAndCosts);
}

/**
 * Monthly payment of a loan repaid in equal instalments. Belgian mortgage law states the yearly rate; the
 * monthly rate is its equivalent, (1 + yearly)^(1/12) − 1, as Belgian lenders compute it.
 */
export function monthlyPayment(amount: number, annualRate: number, years: number): number {
  const months = Math.round(years * 12);
  if (amount <= 0 || months <= 0) return 0;
  if (annualRate === 0) return cents(amount / months);
  const monthly = (1 + annualRate) ** (1 / 12) - 1;
  return cents((amount * monthly) / (1 - (1 + monthly) ** -months));
}
