/*
 * The schema (XSD) of the compraVenta invoice in the computarizada en línea modality, written from
 * SIAT's field table as go-siat models it (ron86i/go-siat, compra_venta.go): the cabecera's and the
 * detalle's elements in SIAT's order, each with its type, which may be nil, and bounds. The
 * simulator and the tests validate every generated XML against it (xmllint, xsd-validation.ts).
 * Kept as text in a module so a bundled server carries it.
 */

export const text = (name: string, max: number, nillable = false) =>
  `<xs:element name="${name}"${nillable ? ' nillable="true"' : ''}><xs:simpleType><xs:restriction base="xs:string"><xs:minLength value="${nillable ? 0 : 1}"/><xs:maxLength value="${max}"/></xs:restriction></xs:simpleType></xs:element>`;
export const typed = (name: string, type: string, nillable = false) => `<xs:element name="${name}" type="${type}"${nillable ? ' nillable="true"' : ''}/>`;

/** The cabecera's first elements, the emitter, the document's own number, the code and the buyer (an invoice's and a note's). */
export const partiesElements = (numberElement: string) => [
  typed('nitEmisor', 'nit'),
  text('razonSocialEmisor', 250),
  text('municipio', 100),
  text('telefono', 25, true),
  typed(numberElement, 'xs:positiveInteger'),
  text('cuf', 100),
  text('cufd', 100),
  typed('codigoSucursal', 'xs:nonNegativeInteger'),
  text('direccion', 500),
  typed('codigoPuntoVenta', 'xs:nonNegativeInteger', true),
  typed('fechaEmision', 'fecha'),
  text('nombreRazonSocial', 500, true),
  typed('codigoTipoDocumentoIdentidad', 'tipoDocumento'),
  text('numeroDocumento', 20),
  text('complemento', 5, true),
  text('codigoCliente', 100),
];

const CABECERA = [
  ...partiesElements('numeroFactura'),
  typed('codigoMetodoPago', 'xs:positiveInteger'),
  typed('numeroTarjeta', 'xs:nonNegativeInteger', true),
  typed('montoTotal', 'monto'),
  typed('montoTotalSujetoIva', 'monto'),
  typed('codigoMoneda', 'xs:positiveInteger'),
  typed('tipoCambio', 'monto'),
  typed('montoTotalMoneda', 'monto'),
  typed('montoGiftCard', 'monto', true),
  typed('descuentoAdicional', 'monto', true),
  typed('codigoExcepcion', 'cero-uno', true),
  text('cafc', 50, true),
  text('leyenda', 1000),
  text('usuario', 100),
  typed('codigoDocumentoSector', 'xs:positiveInteger'),
];

/** A detalle's product, quantity and money elements (an invoice's and a note's). */
export const SOLD_LINE_ELEMENTS = [
  text('actividadEconomica', 10),
  text('codigoProductoSin', 20),
  text('codigoProducto', 50),
  text('descripcion', 500),
  typed('cantidad', 'cantidad'),
  typed('unidadMedida', 'xs:positiveInteger'),
  typed('precioUnitario', 'monto'),
  typed('montoDescuento', 'monto', true),
  typed('subTotal', 'monto'),
];

const DETALLE = [
  ...SOLD_LINE_ELEMENTS,
  text('numeroSerie', 1500, true),
  text('numeroImei', 1500, true),
];

/** The simple types SIAT's documents share (a NIT, an instant, an amount, a quantity, codes). */
export const SIMPLE_TYPES = `
  <xs:simpleType name="nit"><xs:restriction base="xs:string"><xs:pattern value="[0-9]{1,13}"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="fecha"><xs:restriction base="xs:string"><xs:pattern value="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="monto"><xs:restriction base="xs:string"><xs:pattern value="-?[0-9]+\\.[0-9]{2}"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="cantidad"><xs:restriction base="xs:string"><xs:pattern value="[0-9]+\\.[0-9]{2,5}"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="tipoDocumento"><xs:restriction base="xs:integer"><xs:minInclusive value="1"/><xs:maxInclusive value="5"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="cero-uno"><xs:restriction base="xs:integer"><xs:minInclusive value="0"/><xs:maxInclusive value="1"/></xs:restriction></xs:simpleType>`;

/** A schema of one root holding a cabecera and one or more detalle, each a sequence of leaves. */
export const documentXsd = (root: string, cabecera: string[], detalle: string[], types = '') => `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">${SIMPLE_TYPES}${types}
  <xs:element name="${root}">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="cabecera"><xs:complexType><xs:sequence>
          ${cabecera.join('\n          ')}
        </xs:sequence></xs:complexType></xs:element>
        <xs:element name="detalle" minOccurs="1" maxOccurs="unbounded"><xs:complexType><xs:sequence>
          ${detalle.join('\n          ')}
        </xs:sequence></xs:complexType></xs:element>
      </xs:sequence>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;

export const COMPRA_VENTA_XSD = documentXsd('facturaComputarizadaCompraVenta', CABECERA, DETALLE);
