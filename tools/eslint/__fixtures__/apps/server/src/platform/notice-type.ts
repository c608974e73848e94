// A type-only import makes no runtime dependency: allowed.
import type { noticeService } from '../modules/notices/notice-service';

export type NoticeService = typeof noticeService;
