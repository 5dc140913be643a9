import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { RECEIPT_PRINT_DELAY_MS } from '@lactea/contracts';
import { RECEIPT_LOGO } from './Receipt';

/** The print area's id: on paper only it shows; on screen it is hidden. */
export const PRINT_AREA_ID = 'lactea-print-area';

const PRINT_CSS = `
#${PRINT_AREA_ID} { display: none; }
@media print {
  @page { margin: 0; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body > *:not(#${PRINT_AREA_ID}) { display: none !important; }
  #${PRINT_AREA_ID} { display: block !important; }
}`;

let logoReady: Promise<void> | null = null;
/** The logo is loaded (and decoded) before the first print, so it is never missing on paper. */
function loadLogo(): Promise<void> {
  logoReady ??= new Promise<void>((resolve) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => resolve(); // print without it rather than not at all
    img.src = RECEIPT_LOGO;
  });
  return logoReady;
}

/**
 * Prints a receipt: `print(content)` renders it into the print area and calls
 * window.print() RECEIPT_PRINT_DELAY_MS later, once the logo is loaded. Render `printArea` once
 * in the screen.
 */
export function useReceiptPrinter(): { print: (content: ReactNode) => Promise<void>; printArea: ReactNode } {
  const [content, setContent] = useState<ReactNode>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    void loadLogo();
    return () => window.clearTimeout(timer.current);
  }, []);
  const print = useCallback(async (next: ReactNode) => {
    setContent(next);
    const started = Date.now();
    await loadLogo();
    await new Promise<void>((resolve) => {
      timer.current = window.setTimeout(resolve, Math.max(0, RECEIPT_PRINT_DELAY_MS - (Date.now() - started)));
    });
    window.print();
  }, []);
  const printArea = createPortal(
    <div id={PRINT_AREA_ID} data-testid="receipt-print-area">
      <style>{PRINT_CSS}</style>
      {content}
    </div>,
    document.body,
  );
  return { print, printArea };
}
