// Being built: replaced by the ordering work in progress.
export function BookingsPage() {
  return <main className="p-6 text-slate-600">My Bookings</main>;
}
