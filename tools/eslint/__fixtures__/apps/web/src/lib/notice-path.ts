// Upward: lib reaches up into the app shell.
import { shellPaths } from '../app/shell-paths';

export const noticePath = shellPaths.notices;
