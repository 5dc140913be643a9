import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it("keeps what was typed when its own search comes back late, and shows the parent's reset", async () => {
    const searches: string[] = [];
    const onSearch = (v: string) => searches.push(v);
    const { rerender } = render(<SearchField value="" onSearch={onSearch} delayMs={0} />);
    const box = screen.getByLabelText('Buscar');
    fireEvent.change(box, { target: { value: 'q' } });
    await waitFor(() => expect(searches).toEqual(['q']));
    fireEvent.change(box, { target: { value: 'qu' } });
    // The parent's echo of 'q' arrives after the next key (a loaded machine): the 'u' stays.
    rerender(<SearchField value="q" onSearch={onSearch} delayMs={0} />);
    expect(box).toHaveValue('qu');
    // A reset by the parent (clear filters) is shown.
    rerender(<SearchField value="" onSearch={onSearch} delayMs={0} />);
    expect(box).toHaveValue('');
  });
});
