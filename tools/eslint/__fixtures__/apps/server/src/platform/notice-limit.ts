// Upward: platform reaches up into a module.
import { noticeService } from '../modules/notices/notice-service';

export const noticeLimit = 3;
export const limitOf = () => noticeService;
