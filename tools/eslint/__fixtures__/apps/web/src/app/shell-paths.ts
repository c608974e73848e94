export const shellPaths = { notices: '/duyurular' } as const;
