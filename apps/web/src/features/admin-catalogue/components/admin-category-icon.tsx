import type { CategoryIconName } from '@washday/core';
import { Flame, Shirt, Snowflake, Sparkles, User, type LucideIcon } from 'lucide-react';

// The icons core's CATEGORY_ICONS names, drawn as the customer app draws them.
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIconName, LucideIcon> = {
  shirt: Shirt,
  flame: Flame,
  user: User,
  sparkles: Sparkles,
  snowflake: Snowflake,
};

export function AdminCategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = CATEGORY_ICON_COMPONENTS[name as CategoryIconName] ?? Shirt;
  return <Icon className={className} aria-hidden="true" />;
}
