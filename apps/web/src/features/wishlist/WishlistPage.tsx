/** Filled in by its feature issue; the route, layout and guard around it are final. */
export function WishlistPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 pt-28 pb-16">
      <h1 className="text-2xl font-semibold">WISH LIST</h1>
    </main>
  );
}
