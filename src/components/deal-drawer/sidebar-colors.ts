import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { useSection } from '@/engine/config';
import { legibleTextOn, pickColor } from '@/engine/theme';

export interface SidebarColors {
  background: string;
  text: string;
  divider: string;
  button: string;
  buttonText: string;
}

/** Colours of the deals sidebar and drawer from the SIDEBAR section (theme values when a colour is invalid). */
export function useSidebarColors(): SidebarColors {
  const section = useSection('SIDEBAR');
  const { sidebar } = useTheme();
  return useMemo(() => {
    const background = pickColor(section.background, sidebar.background);
    const button = pickColor(section.button, sidebar.button);
    return {
      background,
      text: pickColor(section.text, legibleTextOn(background)),
      divider: pickColor(section.button_divider, sidebar.buttonDivider),
      button,
      buttonText: pickColor(section.button_text, legibleTextOn(button)),
    };
  }, [section, sidebar]);
}
