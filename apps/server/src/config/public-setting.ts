import { publicAppSettingSchema, type PublicAppSetting } from '@ebelediye/contract';
import type { AppConfig } from './app-config';

/**
 * The body of GET /AppSetting.json: only the public start-up fields. Parsing through the
 * contract's schema strips anything else, so a secret added to the config by mistake
 * cannot be served.
 */
export function publicSettingOf(config: AppConfig): PublicAppSetting {
  return publicAppSettingSchema.parse(config.publicSetting);
}
