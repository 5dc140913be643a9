/** How a screen names its entity in texts: 'la marca', 'el usuario'... */
export interface EntityName {
  /** Lower-case singular: 'marca', 'usuario', 'proveedor', 'cliente', 'producto'. */
  entity: string;
  article: 'el' | 'la';
}

/**
 * The master-data screens' confirmation and success texts, naming the screen's own entity (the spec's
 * "marca everywhere" defect is fixed).
 */
export function masterDataTexts({ entity, article }: EntityName) {
  const the = `${article} ${entity}`;
  return {
    confirmRegister: (name: string) => `¿Está seguro de registrar ${the} ${name}?`,
    confirmEdit: (name: string) => `¿Está seguro de editar ${the} ${name}?`,
    /** Asked before a row whose state is `enabled` changes to the other one. */
    confirmState: (enabled: number, name: string) =>
      `¿Está seguro(a) de ${enabled === 1 ? 'inhabilitar' : 'habilitar'} ${the} ${name}?`,
    registered: `Se registró ${the}`,
    edited: `Se editó ${the}`,
    /** After change-state answered the row's new `enabled`. */
    stateChanged: (enabled: number) => (enabled === 1 ? `Se habilitó ${the}` : `Se inhabilitó ${the}`),
  };
}
