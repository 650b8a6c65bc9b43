/**
 * @module
 * Setting and clearing the httpOnly session cookies that logins return alongside the token.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIES, type SessionRole } from '../auth/cookies.ts';
import { SESSION_TTL_MS } from '../auth/sessions.ts';
import { cameOverHttps } from './client-address.ts';

/**
 * Sets the role's session cookie: httpOnly, SameSite=Lax, and Secure when the browser came over
 * HTTPS, directly or through the `trustedProxies` proxies that terminate TLS in front of us.
 */
export function setSessionCookie(
  c: Context,
  role: SessionRole,
  token: string,
  trustedProxies: number,
): void {
  setCookie(c, SESSION_COOKIES[role], token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: cameOverHttps(c, trustedProxies),
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS[role] / 1000),
  });
}

/** Clears the role's session cookie. */
export function clearSessionCookie(c: Context, role: SessionRole): void {
  deleteCookie(c, SESSION_COOKIES[role], { path: '/' });
}
