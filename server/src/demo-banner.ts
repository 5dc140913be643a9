import os from 'node:os';
import { DEMO_ADMIN, DEMO_CASHIER, DEMO_SELLER } from './demo/seed-demo.js';

/** IPv4 addresses a phone on the same network can use (no loopback). */
export function networkAddresses(interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => i.address);
}

/**
 * The demo's last lines, printed once it listens: where to open it and with which logins, after the
 * log lines of the start-up, so a newcomer does not have to look for them.
 */
export function demoBanner(port: number, host: string, addresses: string[], scheme: 'http' | 'https' = 'http'): string {
  const everywhere = host === '0.0.0.0' || host === '::';
  const network = everywhere ? addresses.map((a) => `${scheme}://${a}:${port}`) : [];
  return [
    '',
    `  Lactea (demostración) en ${scheme}://localhost:${port}`,
    ...(network.length > 0 ? [`  En la red (celulares): ${network.join('  ')}`] : []),
    `  Administrador: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
    `  Cajero:        ${DEMO_CASHIER.username} / ${DEMO_CASHIER.password}`,
    `  Preventista:   ${DEMO_SELLER.username} / ${DEMO_SELLER.password}`,
    ...(everywhere ? ['  Quien esté en esta red puede entrar con estas claves: no cargue datos reales en la demo.'] : []),
    '',
  ].join('\n');
}
