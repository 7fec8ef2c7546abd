import { Link, useLocation } from '@tanstack/react-router';
import { loginRedirect } from '../../../domain/access.ts';

/**
 * What a visitor sees when the link opens nothing for them: a share id that is wrong or revoked, or
 * no share id and no member's access. None of the project's data is shown (the server sent none).
 */
export function FrameRefused({ title, reason, loggedIn }: { title: string; reason: string | null; loggedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <main id="main" className="screen content-project-frame">
      <h1>{title}</h1>
      <div className="content-frame-refused" role="alert">
        <p><strong>This link is incomplete or no longer shared.</strong> Ask the person who sent it for a new link.</p>
        {reason !== null && <p className="muted">{reason}</p>}
      </div>
      {/* A member who followed a link without its share id gets the project after logging in. */}
      <p>{loggedIn ? <Link to="/content-projects">Back to your content projects</Link> : <a href={loginRedirect(pathname)}>Log in to open it as a member</a>}</p>
    </main>
  );
}
