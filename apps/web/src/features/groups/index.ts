/** Public face of the groups feature: screens for the route modules, GroupCard for the landing and dashboards. */
export { GroupCard, GroupCardSkeleton, GroupGrid, GroupGridSkeleton, type GroupCardProps } from './components/group-card';
export { GroupsScreen } from './components/groups-screen';
export { CreateGroupScreen } from './components/create-group-form';
export { EditGroupDialog } from './components/edit-group-dialog';
export { GroupDetailScreen } from './components/group-detail';
export { GroupMembersScreen } from './components/group-members-screen';
export { ManageMembersScreen } from './components/manage-members-screen';
export { getDiscoverGroupsQueryOptions, useDiscoverGroups } from './api/get-groups';
export { useCreatedGroups } from './api/get-created-groups';
export { useJoinedGroups } from './api/get-joined-groups';
export { useJoinGroup } from './api/join-group';
export { groupKeys } from './api/keys';
