// The community feature's public surface (docs/community.md): its texts' namespace.
export { communityNamespace } from './namespace.ts';
