/*
 * The simulator's catalogues: a handful of rows of each, enough for a dairy shop's tests and the
 * demo. Their shape is SIAT's; their contents are examples, not SIAT's lists (those come from SIAT
 * itself once the shop's system is certified).
 */

export const ACTIVIDADES = [
  { codigoCaeb: '463020', descripcion: 'VENTA AL POR MAYOR DE PRODUCTOS LÁCTEOS', tipoActividad: 'P' },
  { codigoCaeb: '472100', descripcion: 'VENTA AL POR MENOR DE ALIMENTOS EN COMERCIOS ESPECIALIZADOS', tipoActividad: 'S' },
];

export const PRODUCTOS = [
  { codigoActividad: '463020', codigoProducto: '22111', descripcionProducto: 'LECHE LÍQUIDA PROCESADA' },
  { codigoActividad: '463020', codigoProducto: '22230', descripcionProducto: 'YOGUR Y OTRAS LECHES FERMENTADAS' },
  { codigoActividad: '463020', codigoProducto: '22270', descripcionProducto: 'QUESOS' },
  { codigoActividad: '463020', codigoProducto: '22240', descripcionProducto: 'MANTEQUILLA' },
  { codigoActividad: '472100', codigoProducto: '22290', descripcionProducto: 'OTROS PRODUCTOS LÁCTEOS' },
];

export const LEYENDAS = [
  { codigoActividad: '463020', descripcionLeyenda: 'Ley N° 453: Tienes derecho a recibir información sobre las características y contenidos de los productos que consumes.' },
  { codigoActividad: '463020', descripcionLeyenda: 'Ley N° 453: El proveedor debe exhibir los precios de los productos ofertados.' },
  { codigoActividad: '472100', descripcionLeyenda: 'Ley N° 453: Está prohibido importar, distribuir o comercializar productos expirados.' },
];

export const UNIDADES = [
  { codigoClasificador: '57', descripcion: 'UNIDAD (BIENES)' },
  { codigoClasificador: '22', descripcion: 'KILOGRAMO' },
  { codigoClasificador: '30', descripcion: 'LITRO' },
  { codigoClasificador: '9', descripcion: 'CAJA' },
];

/** SIAT's document types (tipo de documento de identidad): the five the till offers. */
export const TIPOS_DOCUMENTO = [
  { codigoClasificador: '1', descripcion: 'CI - CEDULA DE IDENTIDAD' },
  { codigoClasificador: '2', descripcion: 'CEX - CEDULA DE IDENTIDAD DE EXTRANJERO' },
  { codigoClasificador: '3', descripcion: 'PAS - PASAPORTE' },
  { codigoClasificador: '4', descripcion: 'OD - OTRO DOCUMENTO DE IDENTIDAD' },
  { codigoClasificador: '5', descripcion: 'NIT - NÚMERO DE IDENTIFICACIÓN TRIBUTARIA' },
];

export const METODOS_PAGO = [
  { codigoClasificador: '1', descripcion: 'EFECTIVO' },
  { codigoClasificador: '2', descripcion: 'TARJETA' },
  { codigoClasificador: '7', descripcion: 'TRANSFERENCIA BANCARIA' },
  { codigoClasificador: '33', descripcion: 'PAGO ONLINE' },
];
