import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { siatCataloguePage, type SiatCatalogueKind, type SiatCatalogueRow } from '@lactea/contracts';
import { pageCall } from '../../lib/calls';
import type { PickerSource } from './EntityPickerDialog';
import { PickerField } from './PickerField';

/** A page of SIAT's synced catalogue of `kind`, searched by code or description. */
export const listSiatCatalogue = pageCall<{ kind: SiatCatalogueKind; search: string }, SiatCatalogueRow>('siat-catalogue/list', siatCataloguePage);

/** A code and its description as the box shows it: '22111 · LECHE LÍQUIDA PROCESADA'. */
export const sinCodeText = (row: SiatCatalogueRow) => `${row.code} · ${row.description}`;

/** The picker's first entry: no code (a product not invoiced yet; no default chosen). */
export const NO_SIN_CODE: SiatCatalogueRow = { code: '', description: 'Ninguno', activity: null };

const sourceOf = (kind: SiatCatalogueKind, title: string, plural: string): PickerSource<SiatCatalogueRow> => ({
  key: `siat-${kind}`,
  title,
  searchLabel: 'Buscar código o descripción',
  listLabel: plural,
  moreText: (n) => `${n} más: escriba para buscarlos`,
  fetch: (search, signal) => listSiatCatalogue({ kind, page: 1, search }, signal),
  // SIAT's codes are numbers; 0 is the 'Ninguno' entry.
  idOf: (row) => Number(row.code) || 0,
  labelOf: (row) => (row.code ? sinCodeText(row) : row.description),
});

export const SIN_SOURCES = {
  productos: sourceOf('productos', 'Elegir Producto SIN', 'Productos SIN'),
  unidades: sourceOf('unidades', 'Elegir Unidad de Medida', 'Unidades de medida'),
} as const;

/**
 * The description of a stored code, read from the catalogue once (the product row carries the code
 * only); the code alone while it loads or when SIAT dropped it.
 */
function useStoredText(kind: keyof typeof SIN_SOURCES, code: string, picked: SiatCatalogueRow | null): string {
  const query = useQuery({
    queryKey: ['siat-code-text', kind, code],
    queryFn: ({ signal }) => listSiatCatalogue({ kind, page: 1, search: code }, signal),
    enabled: code !== '' && picked?.code !== code,
    staleTime: Infinity,
  });
  if (picked?.code === code && code) return sinCodeText(picked);
  const row = query.data?.data.find((r) => r.code === code);
  return row ? sinCodeText(row) : code;
}

/**
 * A SIN code or unit picked from SIAT's synced catalogue (a product's, the settings' default): the
 * form's field holds the code ('' = none), the box its code and description.
 */
export function SinCodeField<Values extends FieldValues, Output>({
  kind,
  control,
  name,
  label,
}: {
  kind: keyof typeof SIN_SOURCES;
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const code = String(field.value ?? '');
  const [picked, setPicked] = useState<SiatCatalogueRow | null>(null);
  const text = useStoredText(kind, code, picked);
  return (
    <PickerField
      source={SIN_SOURCES[kind]}
      label={label}
      text={text}
      selectedId={code ? Number(code) : 0}
      allEntry={NO_SIN_CODE}
      onChange={(row) => {
        setPicked(row);
        field.onChange(row.code);
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
