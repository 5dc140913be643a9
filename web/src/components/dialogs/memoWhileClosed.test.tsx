import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { memoWhileClosed } from './memoWhileClosed';

let renders = 0;
const Counted = memoWhileClosed(function Counted({ open, total }: { open: boolean; total: number }) {
  renders += 1;
  return open ? <p>Total {total}</p> : null;
});

describe('memoWhileClosed', () => {
  it('is not drawn again while closed, whatever its props; it opens and closes with the props of the moment', () => {
    renders = 0;
    const { rerender } = render(<Counted open={false} total={1} />);
    rerender(<Counted open={false} total={2} />);
    rerender(<Counted open={false} total={3} />);
    expect(renders).toBe(1);
    rerender(<Counted open total={4} />);
    expect(screen.getByText('Total 4')).toBeTruthy();
    rerender(<Counted open total={5} />);
    expect(screen.getByText('Total 5')).toBeTruthy();
    rerender(<Counted open={false} total={6} />);
    expect(renders).toBe(4);
    expect(screen.queryByText(/Total/)).toBeNull();
  });
});
