/** Layout sizes: sidebar 260 / 80 px, top bar 64 px, contained layout 1200 px, chat 360 px. */
export const layoutSizes = {
  sidebarFull: 260,
  sidebarCompact: 80,
  topbarHeight: 64,
  containedWidth: 1200,
  chatWidth: 360,
  chatNarrowBreakpoint: 450,
} as const;
