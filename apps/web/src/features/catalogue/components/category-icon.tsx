import { Flame, LayoutGrid, Shirt, Snowflake, Sparkles, User, type LucideIcon } from 'lucide-react';

// Category icons arrive as names from the API (core's seed uses these); unknown names get a shirt.
const ICONS: Record<string, LucideIcon> = {
  all: LayoutGrid,
  shirt: Shirt,
  flame: Flame,
  user: User,
  sparkles: Sparkles,
  snowflake: Snowflake,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Shirt;
  return <Icon className={className} aria-hidden="true" />;
}
