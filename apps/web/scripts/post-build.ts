import type { Plugin } from 'vite';

export function postBuild(): Plugin {
  return { name: 'showfloor-post-build', apply: 'build' };
}
