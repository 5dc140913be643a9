import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';

export interface ActionButtonProps {
  /** Accessible name and tooltip, e.g. 'Editar'. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  color?: 'primary' | 'secondary' | 'error' | 'success' | 'info' | 'warning' | 'default';
  disabled?: boolean;
  tooltip?: string;
}

/** A 34 px row action with a tooltip. */
export function ActionButton({ label, icon, onClick, color = 'primary', disabled, tooltip }: ActionButtonProps) {
  const button = (
    <IconButton size="small" aria-label={label} color={color} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so the tooltip needs a wrapper to listen on; describeChild
  // keeps the tooltip text as a description, so the button's name stays `label`.
  return (
    <Tooltip title={tooltip ?? label} describeChild>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}

export function EditButton({ onClick, tooltip }: { onClick: () => void; tooltip?: string }) {
  return <ActionButton label="Editar" tooltip={tooltip} icon={<EditIcon fontSize="small" />} onClick={onClick} />;
}

/**
 * 'Inhabilitar {entity}' on an enabled row, 'Habilitar {entity}' on a disabled one
 *, e.g. entity 'marca'.
 */
export function StateToggleButton({ enabled, entity, onClick }: { enabled: number; entity: string; onClick: () => void }) {
  return enabled === 1 ? (
    <ActionButton label={`Inhabilitar ${entity}`} color="error" icon={<BlockIcon fontSize="small" />} onClick={onClick} />
  ) : (
    <ActionButton label={`Habilitar ${entity}`} color="success" icon={<CheckCircleOutlineIcon fontSize="small" />} onClick={onClick} />
  );
}
