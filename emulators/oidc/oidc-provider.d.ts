/**
 * Minimal type declarations for the parts of oidc-provider 9 that the local identity provider
 * uses (the package ships no types, and @types/oidc-provider does not cover version 9).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  export interface ClaimsSource {
    accountId: string;
    claims(use: string, scope: string, claims: UnknownObject, rejected: string[]): Promise<UnknownObject> | UnknownObject;
  }

  export interface ProviderClient {
    clientId: string;
    clientName?: string;
  }

  /** The Koa context oidc-provider passes to middleware and configuration helpers. */
  export interface ProviderContext {
    method: string;
    path: string;
    url: string;
    host: string;
    query: Record<string, string | string[] | undefined>;
    querystring: string;
    req: IncomingMessage;
    res: ServerResponse;
    status: number;
    body: unknown;
    type: string;
    response: { headers: Record<string, unknown> };
    get(field: string): string;
    set(field: string, value: string): void;
    remove(field: string): void;
    redirect(url: string): void;
    oidc?: {
      client?: ProviderClient;
      params?: UnknownObject;
      session?: { accountId?: string };
    };
  }

  export type Middleware = (ctx: ProviderContext, next: () => Promise<void>) => Promise<void> | void;

  export interface InteractionDetails {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject & { client_id?: string; login_hint?: string; scope?: string };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: UnknownObject;
  }

  export interface Grant {
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface AdapterPayload extends UnknownObject {
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration extends UnknownObject {
    adapter?: new (model: string) => Adapter;
    findAccount?: (ctx: ProviderContext, sub: string, token?: unknown) => Promise<ClaimsSource | undefined>;
    clientBasedCORS?: (ctx: ProviderContext, origin: string, client: ProviderClient) => boolean;
    renderError?: (ctx: ProviderContext, out: Record<string, string>, error: Error) => Promise<void> | void;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(fn: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    urlFor(name: string, opts?: UnknownObject): string;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: UnknownObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: UnknownObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export interface PromptInstance {
    name: string;
  }

  export interface PromptList extends Array<PromptInstance> {
    get(name: string): PromptInstance | undefined;
    add(prompt: PromptInstance, index?: number): void;
    remove(name: string): void;
  }

  export const interactionPolicy: {
    base(): PromptList;
    Prompt: new (options: { name: string; requestable?: boolean }) => PromptInstance;
  };

  export const errors: Record<string, new (...args: unknown[]) => Error>;

  export default Provider;
}
