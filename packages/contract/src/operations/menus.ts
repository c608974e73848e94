import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty } from '../schemas';

/** A navigation item: label, external link, internal link or a collapsible group. */
export interface NavigationItem {
  name: string;
  /** The English name; the web shows it when the visitor reads English. */
  nameEn?: string;
  /** Words the site search finds the item by, Turkish and English. */
  keywords?: string[];
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
    nameEn: z.string().optional(),
    keywords: z.array(z.string()).optional(),
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
  summary: 'The side menu tree of the portal.',
  request: empty,
  response: z.array(navigationItemSchema),
});

/**
 * The menu a signed-in member sees: the public one, and for an active employee the staff
 * self-service screens as well (a citizen never sees a staff-only item).
 */
export const RetrieveMenusForMember = defineOperation({
  name: 'RetrieveMenusForMember',
  access: 'member',
  tag: 'menus',
  summary: 'The side menu tree of a signed-in member, with the staff screens for an active employee.',
  request: empty,
  response: z.array(navigationItemSchema),
});
