/**
 * Social sign-in (SPEC §2 Facebook/Google, §7 login type 'firebase'). Firebase is NOT installed in
 * this build: when an operator adds it, this module is where it loads (by dynamic import, so it
 * stays out of the home bundle), signs the player in with the provider, and calls
 * accountApi.login({ type: 'firebase', firebaseIdToken, firebaseChannel: provider, … }).
 * Until then the buttons stay hidden (the demo's social.initialised is false) and this rejects.
 */
export async function socialSignIn(provider: 'facebook' | 'google'): Promise<never> {
  throw new Error(`Social sign-in with ${provider} needs Firebase, which this build does not include`);
}
