import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  /** Translated where shown (`i18n._(label)`): the list is built once, the language may change. */
  label: MessageDescriptor;
  /** The bottom bar's shorter label, when it has one. */
  shortLabel?: MessageDescriptor;
  icon: ReactNode;
  /** Phones keep five destinations in the bottom bar; the rest sit in the header. */
  inBottomBar: boolean;
  end?: boolean;
}

export const navItems: NavItem[] = [
  { to: paths.home.build(), label: msg`Home`, icon: <HomeIcon />, inBottomBar: true, end: true },
  { to: paths.tableView.build(), label: msg`Table`, icon: <TableIcon />, inBottomBar: true },
  {
    to: paths.addHabit.build(),
    label: msg`Add habit`,
    shortLabel: msg({ message: 'Add', comment: 'The bottom bar: Add habit' }),
    icon: <PlusIcon />,
    inBottomBar: true,
  },
  { to: paths.insights.build(), label: msg`Insights`, icon: <InsightsIcon />, inBottomBar: true },
  {
    to: paths.templates.build(),
    label: msg`Templates`,
    icon: <TemplateIcon />,
    inBottomBar: true,
  },
  {
    to: paths.settings.build(),
    label: msg`Settings`,
    icon: <SettingsIcon />,
    inBottomBar: false,
  },
  { to: paths.profile.build(), label: msg`Profile`, icon: <ProfileIcon />, inBottomBar: false },
];
