import fs from 'node:fs';
import { ean13CheckDigit } from '@lactea/contracts';

/**
 * A camera's picture of an EAN-13 barcode, for Chromium's fake camera
 * (--use-file-for-fake-video-capture): a Y4M file (YUV 4:2:0) of black bars on white. The test
 * then reads the code through the real camera path of the phone till (getUserMedia → ZXing).
 */

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((c) => [...c].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((c) => [...c].reverse().join(''));
/** Which of L and G each of the six left digits uses, by the first digit. */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' = bar). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) throw new Error(`EAN-13 inválido: ${code}`);
  const d = [...code].map(Number);
  const left = d.slice(1, 7).map((n, i) => (PARITY[d[0]][i] === 'L' ? L[n] : G[n])).join('');
  const right = d.slice(7).map((n) => R[n]).join('');
  return `101${left}01010${right}101`;
}

/** Writes `frames` frames of 640×480 showing `code`, 5 px a module, centred. */
export function writeBarcodeVideo(file: string, code: string, frames = 3): void {
  const [w, h, px] = [640, 480, 5];
  const modules = ean13Modules(code);
  const y = Buffer.alloc(w * h, 235);
  const x0 = Math.floor((w - modules.length * px) / 2);
  for (let row = 120; row < 360; row++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === '1') y.fill(16, row * w + x0 + m * px, row * w + x0 + (m + 1) * px);
    }
  }
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F30:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]));
}
