import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ReceiptRow } from './Receipt';

describe('ReceiptRow', () => {
  it('lets a long value wrap inside the paper (a client name), never past it', () => {
    const name = 'Tienda Doña Juana Mamani Condori y Familia SRL';
    render(<ReceiptRow label="Cliente:" value={name} />);
    const value = screen.getByText(name);
    expect(value.style.whiteSpace).not.toBe('nowrap');
    expect(value.style.overflowWrap).toBe('anywhere');
    expect(value.style.minWidth).toBe('0px');
    expect(screen.getByText('Cliente:').style.flexShrink).toBe('0');
  });
});
