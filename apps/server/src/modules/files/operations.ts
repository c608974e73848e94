import type { ModuleHandlers } from '../../platform/operation-context';
import * as files from './service';

export const fileHandlers: ModuleHandlers<'UploadFile' | 'GetFile'> = {
  UploadFile: (body, ctx) => files.uploadFile(ctx.db, ctx.member, body.request, ctx.now(), ctx),
  GetFile: (body, ctx) => files.getFile(ctx.db, ctx.member, body.request),
};
