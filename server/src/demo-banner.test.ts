import { describe, expect, it } from 'vitest';
import { demoBanner, networkAddresses } from './demo-banner.js';

describe('demo banner', () => {
  it('ends with the address, the network addresses and the three demo logins', () => {
    const lines = demoBanner(3000, '0.0.0.0', ['192.168.1.20']).trimEnd().split('\n');
    expect(lines.slice(-6).map((l) => l.trim())).toEqual([
      'Lactea (demostración) en http://localhost:3000',
      'En la red (celulares): http://192.168.1.20:3000',
      'Administrador: admin / admin123',
      'Cajero:        cajero / cajero123',
      'Preventista:   preventista / preventista123',
      'Quien esté en esta red puede entrar con estas claves: no cargue datos reales en la demo.',
    ]);
  });

  it('names no network address when it listens on one interface only', () => {
    const banner = demoBanner(8080, '127.0.0.1', ['192.168.1.20']);
    expect(banner).toContain('http://localhost:8080');
    expect(banner).not.toContain('192.168.1.20');
    expect(banner).not.toContain('Quien esté en esta red');
  });

  it('says https when the server has TLS_CERT / TLS_KEY', () => {
    const banner = demoBanner(3443, '0.0.0.0', ['192.168.1.20'], 'https');
    expect(banner).toContain('https://localhost:3443');
    expect(banner).toContain('https://192.168.1.20:3443');
  });

  it('takes external IPv4 addresses only', () => {
    const lo = { address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '255.0.0.0', mac: '', cidr: null } as const;
    const lan = { ...lo, address: '10.0.0.5', internal: false } as const;
    const v6 = { ...lo, address: 'fe80::1', family: 'IPv6', internal: false, scopeid: 1 } as const;
    expect(networkAddresses({ lo: [lo], eth0: [lan, v6] })).toEqual(['10.0.0.5']);
  });
});
