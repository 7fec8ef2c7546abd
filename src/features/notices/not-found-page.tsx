import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <main id="main" className="notice-page">
      <div className="notice-card">
        <h1>Page not found</h1>
        <p>There is no page at this address. Check the link, or start again from the home page.</p>
        <Link to="/" className="button-link">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
