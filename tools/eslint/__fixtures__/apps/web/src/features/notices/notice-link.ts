// Downward: a feature uses lib: allowed.
import { noticePath } from '../../lib/notice-path';

export const noticeLink = () => noticePath;
