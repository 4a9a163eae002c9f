// The rewards feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
export { rewardsDashboardNamespace } from './dashboard/namespace.ts';
export { rewardsNamespace } from './namespace.ts';
export { rewardsSetupNamespace } from './setup/namespace.ts';
export { rewardStoreNamespace } from './store/namespace.ts';
