// The content feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
export { contentNamespace } from './namespace.ts';
