import { noticeLimit } from '../../platform/notice-limit';

export const noticeService = () => noticeLimit;
