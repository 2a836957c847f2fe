import type { ReactNode } from 'react';
import {
  HomeIcon,
  InsightsIcon,
  PlusIcon,
  ProfileIcon,
  SettingsIcon,
  TableIcon,
  TemplateIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Phones keep five destinations in the bottom bar; the rest sit in the header. */
  inBottomBar: boolean;
  end?: boolean;
}

export const navItems: NavItem[] = [
  { to: paths.home.build(), label: 'Home', icon: <HomeIcon />, inBottomBar: true, end: true },
  { to: paths.tableView.build(), label: 'Table', icon: <TableIcon />, inBottomBar: true },
  { to: paths.addHabit.build(), label: 'Add habit', icon: <PlusIcon />, inBottomBar: true },
  { to: paths.insights.build(), label: 'Insights', icon: <InsightsIcon />, inBottomBar: true },
  { to: paths.templates.build(), label: 'Templates', icon: <TemplateIcon />, inBottomBar: true },
  { to: paths.settings.build(), label: 'Settings', icon: <SettingsIcon />, inBottomBar: false },
  { to: paths.profile.build(), label: 'Profile', icon: <ProfileIcon />, inBottomBar: false },
];
