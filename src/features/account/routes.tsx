import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { bareLayout, shellLayout } from '../../routes/layouts.ts';
import { lazyPage } from '../../routes/lazy-page.ts';

/** `?redirect=` is where a login goes next (docs/architecture.md "Interfaces"); anything but a string is ignored. */
const loginSearch = z.object({ redirect: z.string().optional().catch(undefined) });

const loginRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/login/{-$auth}',
  validateSearch: loginSearch,
  staticData: { screen: { title: 'Log in', purpose: 'Log in to the workbench.' } },
  component: lazyPage('login', () => import('./login-page.tsx'), (m) => m.LoginPage),
});

const logoutRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/logout',
  staticData: { screen: { title: 'Logging out', purpose: 'Ending your session.' } },
  component: lazyPage('logout', () => import('./logout-page.tsx'), (m) => m.LogoutPage),
});

const ssoRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/sso/{-$sso_code}',
  staticData: { screen: { title: 'Signing you in', purpose: 'Single sign-on from your partner portal.' } },
  component: lazyPage('sso', () => import('./sso-page.tsx'), (m) => m.SsoPage),
});

const registerRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/register',
  staticData: { screen: { title: 'Create an account', purpose: 'Ask for an account for your company.' } },
  component: lazyPage('register', () => import('./register-page.tsx'), (m) => m.RegisterPage),
});

const setPasswordRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/setpassword/{-$code}',
  staticData: { screen: { title: 'Set your password', purpose: 'Choose a password with the link from your e-mail.' } },
  component: lazyPage('account', () => import('./account-routes.tsx'), (m) => m.SetPasswordRoute),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => bareLayout,
  path: '/resetpassword/{-$code}',
  staticData: { screen: { title: 'Reset your password', purpose: 'Get a link to choose a new password.' } },
  component: lazyPage('account', () => import('./account-routes.tsx'), (m) => m.ResetPasswordRoute),
});

const outboxRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/dev/outbox',
  staticData: {
    screen: {
      title: 'Mail outbox',
      purpose: 'The mails the offline mail adapter would have sent.',
      outsideAccessTable: 'a development tool, not a route of SPEC §2; its API answers admins only',
    },
  },
  component: lazyPage('outbox', () => import('./outbox-page.tsx'), (m) => m.OutboxPage),
});

export const accountRoutes = [loginRoute, logoutRoute, ssoRoute, registerRoute, setPasswordRoute, resetPasswordRoute, outboxRoute] as const;
