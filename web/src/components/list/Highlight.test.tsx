import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Highlight, splitMatches } from './Highlight';

describe('Highlight', () => {
  it('marks matches ignoring accents and case', () => {
    const { container } = render(<Highlight text="Yógur PIL yogur" query="YOGUR" />);
    const marks = container.querySelectorAll('mark');
    expect(Array.from(marks, (m) => m.textContent)).toEqual(['Yógur', 'yogur']);
    expect(container.textContent).toBe('Yógur PIL yogur');
  });

  it('finds an accented query in plain text', () => {
    expect(splitMatches('Leche Pasteurizada', 'pasteurízada')).toEqual([
      { text: 'Leche ', match: false },
      { text: 'Pasteurizada', match: true },
    ]);
  });

  it('keeps decomposed accents inside the match', () => {
    const parts = splitMatches('Jamo\u0301n', 'jamon');
    expect(parts).toEqual([{ text: 'Jamo\u0301n', match: true }]);
  });

  it('renders markup in the text as text, never as HTML', () => {
    const { container } = render(<Highlight text={'<img src=x onerror="alert(1)">Queso'} query="queso" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)">Queso');
    expect(container.querySelector('mark')?.textContent).toBe('Queso');
  });

  it('renders a markup-like query as text too', () => {
    const { container } = render(<Highlight text="a <b>b</b>" query="<b>" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>');
  });

  it('shows the plain text without a query', () => {
    const { container } = render(<Highlight text="Pil" query="  " />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('Pil');
  });
});
