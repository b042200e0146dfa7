// Requests outside any locale are redirected by proxy.ts; this only shows for paths it does not handle.
export default function GlobalNotFound() {
  return (
    <html lang="nl">
      <body>
        <main>
          <h1>404</h1>
        </main>
      </body>
    </html>
  );
}
