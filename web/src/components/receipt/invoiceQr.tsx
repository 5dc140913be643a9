import { useEffect, useState } from 'react';

/*
 * The invoice's QR code (SIAT's verification address), drawn by qrcode.react as SVG: sharp on a
 * thermal printer at any size. Loaded on first use, never with the login page or a screen that
 * prints no invoice (docs/decisions/0070, amendment on the printed invoice).
 */
type QrModule = typeof import('qrcode.react');
let loaded: QrModule | null = null;
let loading: Promise<QrModule> | null = null;

/** Loads the QR library once; await it before printing so the code is on the paper. */
export function loadInvoiceQr(): Promise<QrModule> {
  loading ??= import('qrcode.react').then((m) => (loaded = m));
  return loading;
}

export const QR_LABEL = 'Código QR de verificación en SIAT';

/** The printed QR's side on each roll: as large as the 58 mm roll allows, a little larger on 80 mm. */
export const qrSizeMm = (width: number) => (width === 58 ? 24 : 30);

/** The QR of `value`, `sizeMm` square; an empty square of that size while the library loads. */
export function InvoiceQr({ value, sizeMm }: { value: string; sizeMm: number }) {
  const [qr, setQr] = useState<QrModule | null>(loaded);
  useEffect(() => {
    if (!qr) void loadInvoiceQr().then(setQr);
  }, [qr]);
  const box = { width: `${sizeMm}mm`, height: `${sizeMm}mm`, display: 'block', margin: '0 auto' } as const;
  if (!qr) return <div role="img" aria-label={QR_LABEL} aria-busy="true" style={box} />;
  // Level M: SIAT's address (about 150 characters) stays readable after a thermal printer's smudges.
  return <qr.QRCodeSVG value={value} level="M" marginSize={0} size={256} title={QR_LABEL} role="img" aria-label={QR_LABEL} data-value={value} style={box} />;
}
