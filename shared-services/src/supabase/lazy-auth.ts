import type {
  AuthChangeEvent,
  GoTrueClient,
  GoTrueClientOptions,
  Session,
  Subscription,
} from '@supabase/auth-js';
import { browserStorage } from '../browser-storage';
import { sessionInUrl } from './storage-key';

/** The GoTrue calls the product makes: supabase-js's own signatures, each loading the client first. */
type AsyncMethod =
  | 'getSession'
  | 'getUser'
  | 'setSession'
  | 'refreshSession'
  | 'signInWithPassword'
  | 'signInWithOAuth'
  | 'signUp'
  | 'signOut'
  | 'resend'
  | 'resetPasswordForEmail'
  | 'updateUser'
  | 'reauthenticate';
type MfaMethod =
  'getAuthenticatorAssuranceLevel' | 'listFactors' | 'enroll' | 'unenroll' | 'challengeAndVerify';

export type AuthClient = Pick<GoTrueClient, AsyncMethod> & {
  readonly mfa: Pick<GoTrueClient['mfa'], MfaMethod>;
  /** Subscribes now; events flow once the client is loaded (by any call, or a session to restore). */
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: Subscription };
  };
  /** The GoTrue client itself, loaded on the first call. */
  client(): Promise<GoTrueClient>;
  /** Whether the client is loaded. */
  readonly loaded: boolean;
  /**
   * Whether there may be a session without asking the client: one kept in storage, or one (or an error) that
   * an auth redirect put in the URL. When false, the visitor is signed out and the client need not load.
   */
  mayHaveSession(): boolean;
};

/**
 * supabase-js's auth client (GoTrueClient, about 26 KB of gzip JavaScript) loaded on first use instead of with
 * the page. A visitor who is not signed in never needs it to see the catalogue: REST requests go with the
 * anon key. A page that has a session to restore, or a redirect to finish, loads it at once (see
 * `mayHaveSession`); so does any sign-in, sign-up or session call.
 */
export function createLazyAuth(options: GoTrueClientOptions): AuthClient {
  let client: GoTrueClient | undefined;
  let loading: Promise<GoTrueClient> | undefined;
  /** subscriptions made before the client loaded */
  const waiting = new Set<(goTrue: GoTrueClient) => void>();
  const load = (): Promise<GoTrueClient> => {
    loading ??= import('@supabase/auth-js').then(({ GoTrueClient: Client }) => {
      const goTrue = new Client(options);
      client = goTrue;
      for (const attach of [...waiting]) attach(goTrue);
      waiting.clear();
      return goTrue;
    });
    return loading;
  };
  const deferred = <K extends AsyncMethod>(name: K): GoTrueClient[K] =>
    ((...args: unknown[]) =>
      load().then((goTrue) =>
        (goTrue[name] as (...params: unknown[]) => unknown).apply(goTrue, args),
      )) as GoTrueClient[K];
  const deferredMfa = <K extends MfaMethod>(name: K): GoTrueClient['mfa'][K] =>
    ((...args: unknown[]) =>
      load().then((goTrue) =>
        (goTrue.mfa[name] as (...params: unknown[]) => unknown).apply(goTrue.mfa, args),
      )) as GoTrueClient['mfa'][K];
  const storage = options.storage ?? (options.persistSession === false ? undefined : browserStorage());
  const storageKey = options.storageKey ?? 'supabase.auth.token';

  return {
    getSession: deferred('getSession'),
    getUser: deferred('getUser'),
    setSession: deferred('setSession'),
    refreshSession: deferred('refreshSession'),
    signInWithPassword: deferred('signInWithPassword'),
    signInWithOAuth: deferred('signInWithOAuth'),
    signUp: deferred('signUp'),
    signOut: deferred('signOut'),
    resend: deferred('resend'),
    resetPasswordForEmail: deferred('resetPasswordForEmail'),
    updateUser: deferred('updateUser'),
    reauthenticate: deferred('reauthenticate'),
    mfa: {
      getAuthenticatorAssuranceLevel: deferredMfa('getAuthenticatorAssuranceLevel'),
      listFactors: deferredMfa('listFactors'),
      enroll: deferredMfa('enroll'),
      unenroll: deferredMfa('unenroll'),
      challengeAndVerify: deferredMfa('challengeAndVerify'),
    },
    onAuthStateChange(callback) {
      let inner: Subscription | undefined;
      let ended = false;
      const attach = (goTrue: GoTrueClient) => {
        if (!ended) inner = goTrue.onAuthStateChange(callback).data.subscription;
      };
      if (client) attach(client);
      else waiting.add(attach);
      return {
        data: {
          subscription: {
            id: Symbol('koperasi-auth-subscription'),
            callback,
            unsubscribe() {
              ended = true;
              waiting.delete(attach);
              inner?.unsubscribe();
            },
          },
        },
      };
    },
    client: load,
    get loaded() {
      return client !== undefined;
    },
    mayHaveSession() {
      if (client || loading) return true;
      if (options.detectSessionInUrl !== false && typeof window !== 'undefined') {
        if (sessionInUrl(window.location)) return true;
      }
      if (!storage) return false;
      const stored = storage.getItem(storageKey);
      return typeof stored !== 'string' ? stored !== null : stored.length > 0;
    },
  };
}
