import { sellOneUnit } from './lactea.js';

/** `LACTEA_URL=http://localhost:3000 LACTEA_USER=admin LACTEA_PASSWORD=admin123 npx tsx examples/api-client/main.ts` */
const { LACTEA_URL = 'http://localhost:3000', LACTEA_USER = 'admin', LACTEA_PASSWORD = 'admin123' } = process.env;
const sale = await sellOneUnit(LACTEA_URL, LACTEA_USER, LACTEA_PASSWORD);
console.log(`Venta ${sale.id}: ${sale.products.map((p) => `${p.pivot.quantity} × ${p.product}`).join(', ')}, total Bs. ${sale.total_sale.toFixed(2)}`);
