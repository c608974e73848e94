import type { ModuleHandlers } from '../../platform/operation-context';
import * as files from './service';

export const fileHandlers: ModuleHandlers<'UploadFile' | 'GetFile' | 'RemoveUploadedFile'> = {
  UploadFile: (body, ctx) => files.uploadFile(ctx.db, ctx.member, body.request, ctx.now(), ctx),
  GetFile: (body, ctx) => files.getFile(ctx.db, ctx.member, body.request),
  RemoveUploadedFile: (body, ctx) => files.removeUpload(ctx.db, ctx.member, body.request),
};
