import type { CommandDescriptor } from './command-types.ts';

const SWITCH = ['toggle', 'switch', 'setting'] as const;
const USER_MENU = [{ menu: 'user-menu' }] as const;

/** The shell's own commands besides the go-to commands: settings switches, account and help. */
export const SHELL_COMMANDS = [
  { id: 'settings.dark_mode', title: 'Dark Mode', keywords: [...SWITCH, 'theme', 'night', 'light', 'colour'], section: 'Settings', scope: 'global', placements: USER_MENU },
  { id: 'settings.advancedMode', title: 'Advanced Mode', keywords: [...SWITCH, 'power', 'shortcuts', 'hints'], section: 'Settings', scope: 'global', placements: USER_MENU },
  { id: 'settings.accessibility_mode', title: 'Accessibility Mode', keywords: [...SWITCH, 'screen reader', 'a11y'], section: 'Settings', scope: 'global', placements: USER_MENU },
  { id: 'settings.bold_text', title: 'Bold text', keywords: [...SWITCH, 'font', 'weight', 'readability'], section: 'Settings', scope: 'global', placements: USER_MENU },
  { id: 'settings.primary_black', title: 'High contrast', keywords: [...SWITCH, 'contrast', 'black', 'readability'], section: 'Settings', scope: 'global', placements: USER_MENU },
  {
    id: 'account.switch-company', title: 'Switch company', keywords: ['company', 'organisation', 'account', 'change'], section: 'Account', scope: 'global',
    pick: { placeholder: 'Pick a company…', heading: 'Companies' },
  },
  { id: 'account.logout', title: 'Log out', keywords: ['sign out', 'exit', 'leave'], section: 'Account', scope: 'global', placements: USER_MENU },
  { id: 'help.shortcuts', title: 'Show keyboard shortcuts', keywords: ['keys', 'help', 'cheat sheet', 'hotkeys'], section: 'Help', scope: 'global', shortcut: '?' },
  { id: 'help.notifications', title: 'Open notifications', keywords: ['bell', 'jobs', 'messages', 'alerts'], section: 'Help', scope: 'global' },
  { id: 'palette.open', title: 'Open command palette', keywords: ['commands', 'search'], section: 'Help', scope: 'global', shortcut: 'Mod+K', inPalette: false },
] as const satisfies readonly CommandDescriptor[];
