// Seeds sit above the modules: allowed.
import { noticeService } from '../modules/notices/notice-service';

export const seedNotices = () => noticeService();
