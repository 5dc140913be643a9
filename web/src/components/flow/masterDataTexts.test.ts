import { describe, expect, it } from 'vitest';
import { masterDataTexts } from './masterDataTexts';

describe('masterDataTexts', () => {
  it('names the screen’s own entity with its article (no "marca" on other screens)', () => {
    const user = masterDataTexts({ entity: 'usuario', article: 'el' });
    expect(user.confirmRegister('Luis')).toBe('¿Está seguro de registrar el usuario Luis?');
    expect(user.confirmEdit('Luis')).toBe('¿Está seguro de editar el usuario Luis?');
    expect(user.confirmState(1, 'Luis')).toBe('¿Está seguro(a) de inhabilitar el usuario Luis?');
    expect(user.confirmState(0, 'Luis')).toBe('¿Está seguro(a) de habilitar el usuario Luis?');
    expect([user.registered, user.edited, user.stateChanged(1), user.stateChanged(0)]).toEqual([
      'Se registró el usuario',
      'Se editó el usuario',
      'Se habilitó el usuario',
      'Se inhabilitó el usuario',
    ]);
    const mark = masterDataTexts({ entity: 'marca', article: 'la' });
    expect(mark.confirmRegister('Pil')).toBe('¿Está seguro de registrar la marca Pil?');
    expect(mark.stateChanged(0)).toBe('Se inhabilitó la marca');
  });
});
