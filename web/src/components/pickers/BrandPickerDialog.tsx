import { EntityPickerDialog, PICKER_EMPTY, PICKER_FAILED } from './EntityPickerDialog';
import { brandFilterSource, brandSource, type BrandChoice } from './pickerSources';

export type { BrandChoice } from './pickerSources';

/** The list filter's extra entry: every brand (fk_mark 0). */
export const ALL_BRANDS: BrandChoice = { id: 0, mark: 'Todos' };

export const PICKER_TEXTS = {
  title: brandSource.title,
  failed: PICKER_FAILED,
  empty: PICKER_EMPTY,
} as const;

export interface BrandPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (brand: BrandChoice) => void;
  /** Adds 'Todos' (id 0) on top and lists disabled brands too (marked): the picker as a list filter. */
  includeAll?: boolean;
  /** The brand chosen now, marked in the list. */
  selectedId?: number;
}

/**
 * 'Elegir Marca': the shared picker over the enabled brands of mark/list page 1,
 * by name. Shared by products, inventory, lots and reports.
 */
export function BrandPickerDialog({ includeAll = false, ...props }: BrandPickerDialogProps) {
  const source = includeAll ? brandFilterSource : brandSource;
  return <EntityPickerDialog source={source} allEntry={includeAll ? ALL_BRANDS : undefined} {...props} />;
}
