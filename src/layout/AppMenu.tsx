// The sidebar built from menuEntries, showing only what the rights and the plan open.
// A group (e.g. "Gestion des données") folds its links; it is hidden when none is visible.
// ARIA: react-admin's menu is a role="menu" list of menuitem links, so a group's toggle is a
// menuitem too and its links sit in a role="group" (else screen readers lose the structure).
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { canSee } from '../providers/accessControl';
import { accessContext } from '../providers/authProvider';
import { useSessionUser } from '../providers/useSession';
import { isGroup, menuEntries, type MenuGroup, type MenuLink } from './menuEntries';

const LinkItem = ({ entry, nested = false }: { entry: MenuLink; nested?: boolean }) => {
  const translate = useTranslate();
  const Icon = entry.icon;
  return (
    <Menu.Item to={entry.route} primaryText={translate(entry.label)} leftIcon={<Icon />} sx={nested ? { pl: 4 } : undefined} />
  );
};

const GroupItem = ({ entry, links }: { entry: MenuGroup; links: MenuLink[] }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  const Icon = entry.icon;
  const active = links.some((l) => pathname.startsWith(l.route));
  return (
    <>
      <ListItemButton
        role="menuitem"
        // Folded sidebar: the icon alone shows, the name stays for screen readers.
        aria-label={sidebarOpen ? undefined : translate(entry.label)}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        selected={!open && active}
        sx={{ py: 0.75 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(entry.label)} />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding role="group" aria-label={translate(entry.label)}>
          {links.map((link) => (
            <LinkItem key={link.route} entry={link} nested={sidebarOpen} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

// Long names ("Interventions de contrôle", "Préférences (notifications)") wrap instead of being
// cut with an ellipsis; folded, the sidebar shows icons only and keeps one line per item.
const WRAPPED = {
  '& .RaMenuItemLink-root, & .MuiListItemButton-root': { whiteSpace: 'normal', alignItems: 'flex-start' },
  '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
  '& .MuiListItemIcon-root': { mt: '1px' },
};

export const AppMenu = () => {
  useSessionUser(); // re-render when rights change
  const [sidebarOpen] = useSidebarState();
  const ctx = accessContext();
  return (
    <Menu sx={sidebarOpen ? WRAPPED : undefined}>
      {menuEntries.map((entry) => {
        if (!isGroup(entry)) return canSee(ctx, entry) ? <LinkItem key={entry.route} entry={entry} /> : null;
        const links = entry.children.filter((link) => canSee(ctx, link));
        return links.length ? <GroupItem key={entry.key} entry={entry} links={links} /> : null;
      })}
    </Menu>
  );
};
