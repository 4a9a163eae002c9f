// The notifications feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
// Nothing yet: its profile sections are in its manifest (feature.ts).
export {};
