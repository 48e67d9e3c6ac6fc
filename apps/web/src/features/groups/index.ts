/** Public face of the groups feature: screens for the route modules, GroupCard for the landing and dashboards. */
export { GroupCard, type GroupCardProps } from './components/group-card';
export { GroupsScreen } from './components/groups-screen';
export { CreateGroupScreen } from './components/create-group-form';
export { GroupDetailScreen } from './components/group-detail';
export { PublicGroupScreen } from './components/public-group';
export { GroupMembersScreen } from './components/group-members-screen';
export { ManageMembersScreen } from './components/manage-members-screen';
export { getGroupQueryOptions } from './api/get-group';
export { PayoutsCard } from './components/payouts-card';
