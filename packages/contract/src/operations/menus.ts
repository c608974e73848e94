import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty } from '../schemas';

/** A navigation item of spec §3: label, external link, internal link or a collapsible group. */
export interface NavigationItem {
  name: string;
  path?: string;
  icon?: string;
  iconText?: string;
  type: 'label' | 'extLink' | 'default';
  label?: string;
  badge?: { color: string; value: string };
  children?: NavigationItem[];
}

export const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string().optional(),
    icon: z.string().optional(),
    iconText: z.string().optional(),
    type: z.enum(['label', 'extLink', 'default']),
    label: z.string().optional(),
    badge: z.object({ color: z.string(), value: z.string() }).optional(),
    children: z.array(navigationItemSchema).optional(),
  }),
);

export const RetrieveMenusWithoutAuthorization = defineOperation({
  name: 'RetrieveMenusWithoutAuthorization',
  access: 'public',
  cacheSeconds: 60,
  tag: 'menus',
  summary: 'The side menu tree of the portal (spec §2 shell).',
  request: empty,
  response: z.array(navigationItemSchema),
});
