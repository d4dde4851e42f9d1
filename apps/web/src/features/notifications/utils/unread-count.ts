/** The bell's badge: the count, or 99+ above 99 (customer-app.md §2). */
export function formatUnreadCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
