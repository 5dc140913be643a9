import { documentXsd, partiesElements, SOLD_LINE_ELEMENTS, text, typed } from './compra-venta-xsd.js';

/*
 * The schema (XSD) of the nota de crédito-débito (documento sector 24) in the computarizada en
 * línea modality, written from SIAT's field table as go-siat models it (ron86i/go-siat,
 * nota_credito_debito.go): the invoice it adjusts (number, CUF, date, original total), what is
 * returned and its tax credit, and the lines with their codigoDetalleTransaccion (1 original, 2
 * returned). The simulator and the tests validate every note against it.
 */

const CABECERA = [
  ...partiesElements('numeroNotaCreditoDebito'),
  typed('numeroFactura', 'xs:positiveInteger'),
  text('numeroAutorizacionCuf', 100),
  typed('fechaEmisionFactura', 'fecha'),
  typed('montoTotalOriginal', 'monto'),
  typed('montoTotalDevuelto', 'monto'),
  typed('montoDescuentoCreditoDebito', 'monto', true),
  typed('montoEfectivoCreditoDebito', 'monto'),
  typed('codigoExcepcion', 'cero-uno', true),
  text('leyenda', 1000),
  text('usuario', 100),
  typed('codigoDocumentoSector', 'sectorNota'),
];

const DETALLE = [
  ...SOLD_LINE_ELEMENTS,
  typed('codigoDetalleTransaccion', 'detalleTransaccion'),
];

const NOTE_TYPES = `
  <xs:simpleType name="sectorNota"><xs:restriction base="xs:integer"><xs:enumeration value="24"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="detalleTransaccion"><xs:restriction base="xs:integer"><xs:minInclusive value="1"/><xs:maxInclusive value="2"/></xs:restriction></xs:simpleType>`;

export const NOTE_XSD = documentXsd('notaFiscalComputarizadaCreditoDebito', CABECERA, DETALLE, NOTE_TYPES);
