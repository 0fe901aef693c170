/**
 * Set-up of the `unit` vitest project (vitest.config.ts). In a page test (jsdom), Testing Library's
 * waits (waitFor, findBy…) wait on a state for up to 20 s: its 1 s default failed first renders
 * with both cores busy. Like every timeout in the suite, it guards against a hang and measures nothing.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 20_000 });
}

export {};
