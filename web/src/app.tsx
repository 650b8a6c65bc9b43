import { useEffect, useState } from 'react';

type Health = { status: string } | { error: string } | null;

/** Placeholder until the staff app lands: shows that the server serves the app and answers. */
export function App() {
  const [health, setHealth] = useState<Health>(null);
  useEffect(() => {
    fetch('/api/health')
      .then((response) => response.json() as Promise<{ status: string }>)
      .then(setHealth, (error: unknown) => setHealth({ error: String(error) }));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Cubby</h1>
      <p>Attendance, schedules and payments for day care facilities.</p>
      <p role="status">
        {health === null
          ? 'Checking the server...'
          : 'status' in health
            ? `Server: ${health.status}`
            : `Server unreachable: ${health.error}`}
      </p>
    </main>
  );
}
