import { z } from 'zod';
import { tokenExchangeSchema } from '../access.js';
import { defineRoute } from './contract.js';

/**
 * The claims a sign-in carries (AccessClaims), as the answer reports them. The app never trusts
 * this copy: it reads the claims from the Firebase ID token (app/auth-session.ts), so a session
 * whose token lacks `allowed` ends on 'Not authorized' however the exchange answered. Each field is
 * therefore optional here: an exchange that answers without them is read, and refused by the token.
 */
const accessClaimsSchema = z
  .object({
    allowed: z.boolean(),
    user: z.string(),
    isSoftwareEng: z.boolean(),
    isWorkspaceAdmin: z.boolean(),
  })
  .partial();

/** The sign-in exchange, mounted at /auth with no staff token (described by GET /firebase/docsJson). */
export const authRoutes = {
  token: defineRoute({
    service: 'auth',
    method: 'POST',
    path: '/token',
    input: 'body',
    schema: tokenExchangeSchema,
    answer: z.object({ customToken: z.string(), claims: accessClaimsSchema }),
    errors:
      '403 for an email outside the company domains, a user name another email holds, or a disabled account (in Firebase Auth, or at the identity provider when Microsoft Graph is configured); 503 when Graph cannot be asked',
    summary: "Exchanges the identity provider's ID token for a Firebase custom token with the role claims (no staff token needed).",
  }),
};
