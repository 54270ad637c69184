import { describe, expect, it } from 'vitest';
import { balanceOf } from './balance';

describe('balanceOf', () => {
  it('says what is due when a paid trip costs more, in exact cents', () => {
    const balance = balanceOf(100.1, 100.3, true);
    expect(balance).toMatchObject({ kind: 'due', amount: 0.2 });
    expect(balance.message).toContain('Balance due: $0.20');
  });

  it('says what is refundable when a paid trip costs less', () => {
    expect(balanceOf(250, 199.99, true)).toMatchObject({ kind: 'refundable', amount: 50.01 });
  });

  it('says nothing is due when the total is the same', () => {
    expect(balanceOf(80, 80, true).kind).toBe('unchanged');
  });

  it('asks the whole new total of an unpaid trip', () => {
    const balance = balanceOf(80, 95.5, false);
    expect(balance).toMatchObject({ kind: 'unpaid', amount: 95.5 });
    expect(balance.message).toContain('$95.50 is due');
  });
});
