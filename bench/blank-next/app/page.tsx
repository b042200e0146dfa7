export default function Page() {
  return (
    <main>
      <h1>Blank Next app</h1>
      <p>The framework&apos;s floor: one server-rendered page, no client component, no code of the site.</p>
    </main>
  );
}
