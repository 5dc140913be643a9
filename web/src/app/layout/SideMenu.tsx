import { Fragment, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import { isCurrent, type MenuEntry, type MenuGroup } from './menuItems';

/** A short menu (a cashier's) is clearer as a plain list than as groups of one or two entries. */
const FLAT_MENU_MAX_ENTRIES = 8;

export interface SideMenuProps {
  groups: MenuGroup[];
  /** 60 px rail: icons only, with the label as tooltip. */
  rail: boolean;
  /** Called after choosing an entry (closes the mobile drawer). */
  onNavigate: () => void;
  onLogout: () => void;
}

/** The navigation: Inicio, the groups of entries, and 'Cerrar Sesión'. */
export function SideMenu({ groups, rail, onNavigate, onLogout }: SideMenuProps) {
  const { pathname } = useLocation();
  // The group holding the current screen starts open.
  const [open, setOpen] = useState<Set<string>>(
    () => new Set(groups.filter((g) => g.entries.some((e) => isCurrent(e, pathname))).map((g) => g.label)),
  );
  const toggle = (label: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  const home: MenuEntry = { label: 'Inicio', path: '/', icon: HomeIcon };
  const flat = groups.reduce((sum, group) => sum + group.entries.length, 0) <= FLAT_MENU_MAX_ENTRIES;
  return (
    <List component="nav" aria-label="Menú principal" dense sx={{ py: 0.5 }}>
      <EntryItem entry={home} rail={rail} selected={pathname === '/'} onNavigate={onNavigate} />
      {groups.map((group) =>
        rail || flat ? (
          // The rail has no room for group headers (nor a short menu a need): entries follow each
          // other, groups split by a line.
          <Fragment key={group.label}>
            <Divider sx={{ my: 0.5 }} />
            {group.entries.map((entry) => (
              <EntryItem key={entry.path} entry={entry} rail={rail} selected={isCurrent(entry, pathname)} onNavigate={onNavigate} />
            ))}
          </Fragment>
        ) : (
          <Fragment key={group.label}>
            <ListItemButton onClick={() => toggle(group.label)} aria-expanded={open.has(group.label)}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <group.icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              {open.has(group.label) ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </ListItemButton>
            <Collapse in={open.has(group.label)} timeout="auto" unmountOnExit>
              <List disablePadding dense>
                {group.entries.map((entry) => (
                  <EntryItem
                    key={entry.path}
                    entry={entry}
                    rail={false}
                    nested
                    selected={isCurrent(entry, pathname)}
                    onNavigate={onNavigate}
                  />
                ))}
              </List>
            </Collapse>
          </Fragment>
        ),
      )}
      <Divider sx={{ my: 0.5 }} />
      <MenuButton label="Cerrar Sesión" rail={rail} onClick={onLogout} icon={<LogoutIcon fontSize="small" />} />
    </List>
  );
}

interface EntryItemProps {
  entry: MenuEntry;
  rail: boolean;
  nested?: boolean;
  selected: boolean;
  onNavigate: () => void;
}

function EntryItem({ entry, rail, nested = false, selected, onNavigate }: EntryItemProps) {
  const button = (
    <ListItemButton
      component={RouterLink}
      to={entry.path}
      selected={selected}
      onClick={onNavigate}
      aria-label={rail ? entry.label : undefined}
      aria-current={selected ? 'page' : undefined}
      sx={{ pl: rail ? 2.25 : nested ? 4 : 2, minHeight: 40 }}
    >
      <ListItemIcon sx={{ minWidth: rail ? 0 : 40 }}>
        <entry.icon fontSize="small" color={selected ? 'primary' : undefined} />
      </ListItemIcon>
      {!rail && <ListItemText primary={entry.label} />}
    </ListItemButton>
  );
  return rail ? (
    <Tooltip title={entry.label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function MenuButton({ label, rail, onClick, icon }: { label: string; rail: boolean; onClick: () => void; icon: React.ReactNode }) {
  const button = (
    <ListItemButton onClick={onClick} aria-label={rail ? label : undefined} sx={{ pl: rail ? 2.25 : 2, minHeight: 40 }}>
      <ListItemIcon sx={{ minWidth: rail ? 0 : 40 }}>{icon}</ListItemIcon>
      {!rail && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return rail ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
