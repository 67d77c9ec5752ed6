/** Filled in by its feature issue; the route, layout and guard around it are final. */
export function ChangePasswordPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-2">
      <h1 className="text-2xl font-semibold">CHANGE MY PASSWORD</h1>
    </main>
  );
}
